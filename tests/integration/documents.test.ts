import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { minimalPdf } from "@/prisma/demo/pdf";
import { todayInSaoPaulo } from "@/lib/format/dates";

import { startNext } from "../helpers/app-server";
import { api, signedInAs, signIn, testAddress, type SignedInUser } from "../helpers/auth";
import { testDb } from "../helpers/db";
import { makeDoc, makeDocx } from "../helpers/office-files";

// Documents (docs/business-rules.md "Documents"): file required, types by bytes (DOC/DOCX without macros), 10 MB, keep or replace
// on edit, expiry status, and the private storage quota (507) that two concurrent uploads cannot overflow.

let vendedor: SignedInUser;

beforeAll(async () => {
  vendedor = await signedInAs("vendedor");
});

type Upload = { bytes: Uint8Array; name: string; type?: string };

function documentForm(fields: Record<string, string>, file?: Upload): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file)
    form.set(
      "file",
      new Blob([Buffer.from(file.bytes)], { type: file.type ?? "application/octet-stream" }),
      file.name,
    );
  return form;
}

const fields = { title: "Contrato de compra e venda", type: "contract", clientName: "Ana Souza" };
const pdf = () => minimalPdf("Contrato", ["Cláusula 1"]);

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe("POST /api/documents", () => {
  it("requires a file and a title", async () => {
    const noFile = await api("/api/documents", {
      method: "POST",
      body: documentForm(fields),
      session: vendedor,
    });
    expect(noFile.status).toBe(400);
    expect((await noFile.json()).error).toBe("Selecione um arquivo");
    const json = await api("/api/documents", { method: "POST", json: fields, session: vendedor });
    expect((await json.json()).error).toBe("Selecione um arquivo");
    const noTitle = await api("/api/documents", {
      method: "POST",
      body: documentForm({ ...fields, title: "" }, { bytes: pdf(), name: "a.pdf" }),
      session: vendedor,
    });
    expect(noTitle.status).toBe(400);
    expect((await noTitle.json()).error).toBe("Título é obrigatório");
  });

  it("accepts images, PDF, DOC and DOCX judged by their bytes, and refuses macros and anything else", async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#abc" } })
      .jpeg()
      .toBuffer();
    const accepted: Array<[Upload, string]> = [
      [{ bytes: jpeg, name: "cnh.jpg" }, "image/jpeg"],
      [{ bytes: pdf(), name: "contrato.jpg" }, "application/pdf"],
      [{ bytes: makeDoc(), name: "contrato.doc" }, "application/msword"],
      [
        { bytes: makeDocx(), name: "contrato.docx" },
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      ],
    ];
    for (const [file, contentType] of accepted) {
      const response = await api("/api/documents", {
        method: "POST",
        body: documentForm(fields, file),
        session: vendedor,
      });
      expect(response.status, file.name).toBe(201);
      const { document } = await response.json();
      const download = await api(`/api/documents/${document.id}/download`, { session: vendedor });
      expect(download.headers.get("content-type")).toBe(contentType);
      expect(download.headers.get("content-disposition")).toMatch(
        /^attachment; filename="[^"]+"; filename\*=UTF-8''/,
      );
      expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    }
    const refused: Upload[] = [
      { bytes: Buffer.from("<html><body onload=alert(1)>"), name: "contrato.pdf", type: "application/pdf" },
      { bytes: makeDocx({ macro: "vba" }), name: "contrato.docx" },
      { bytes: makeDocx({ macro: "type" }), name: "contrato.docm" },
      { bytes: makeDoc({ macros: true }), name: "contrato.doc" },
      // A few hundred kilobytes that unpack to 300 MB: no 10 MB document holds that much.
      { bytes: makeDocx({ inflatesToMb: 300 }), name: "contrato-bomba.docx" },
      { bytes: Buffer.from("GIF89a\x01\x00\x01\x00"), name: "imagem.gif" },
    ];
    for (const file of refused) {
      const response = await api("/api/documents", {
        method: "POST",
        body: documentForm(fields, file),
        session: vendedor,
      });
      expect(response.status, file.name).toBe(415);
      expect((await response.json()).error).toBe(
        "O arquivo deve ser uma imagem (JPEG, PNG ou WebP), PDF, DOC ou DOCX sem macros.",
      );
    }
  });

  it("refuses a file over 10 MB with 413", async () => {
    const big = Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const response = await api("/api/documents", {
      method: "POST",
      body: documentForm(fields, { bytes: big, name: "grande.pdf" }),
      session: vendedor,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "Arquivo muito grande. Máximo 10MB." });
  });
});

describe("documents list, edit and delete", () => {
  it("answers snake_case aliases and the expiry status of today in São Paulo", async () => {
    const today = todayInSaoPaulo();
    const statuses: Array<[string, string]> = [
      [addDays(today, -1), "expired"],
      [today, "expiring"],
      [addDays(today, 2), "expiring"],
      [addDays(today, 3), "valid"],
    ];
    for (const [expiryDate, status] of statuses) {
      const response = await api("/api/documents", {
        method: "POST",
        body: documentForm({ ...fields, expiryDate }, { bytes: pdf(), name: "c.pdf" }),
        session: vendedor,
      });
      const { document } = await response.json();
      expect(document).toMatchObject({
        expiryDate,
        expiry_date: expiryDate,
        expiryStatus: status,
        client_name: "Ana Souza",
        file_name: "c.pdf",
      });
    }
    const { documents } = await (await api("/api/documents", { session: vendedor })).json();
    expect(documents[0].expiryDate).toBe(addDays(today, 3));
  });

  it("keeps the stored file without a new one, replaces it with one, and deletes it with the document", async () => {
    const { document } = await (
      await api("/api/documents", {
        method: "POST",
        body: documentForm(fields, { bytes: pdf(), name: "v1.pdf" }),
        session: vendedor,
      })
    ).json();
    const firstFile = (await testDb().document.findUniqueOrThrow({ where: { id: document.id } })).fileId!;

    const kept = await api(`/api/documents/${document.id}`, {
      method: "PUT",
      body: documentForm({ title: "Contrato assinado" }),
      session: vendedor,
    });
    expect(kept.status).toBe(200);
    expect((await kept.json()).document).toMatchObject({
      title: "Contrato assinado",
      fileName: "v1.pdf",
      type: "contract",
    });
    const json = await api(`/api/documents/${document.id}`, {
      method: "PUT",
      json: { expiryDate: null, title: "Contrato" },
      session: vendedor,
    });
    expect((await json.json()).document).toMatchObject({
      fileName: "v1.pdf",
      expiryDate: null,
      expiryStatus: null,
    });

    const replaced = await api(`/api/documents/${document.id}`, {
      method: "PUT",
      body: documentForm({}, { bytes: makeDocx(), name: "v2.docx" }),
      session: vendedor,
    });
    expect((await replaced.json()).document.fileName).toBe("v2.docx");
    expect(await testDb().storedFile.findUnique({ where: { id: firstFile } })).toBeNull();

    const emptyTitle = await api(`/api/documents/${document.id}`, {
      method: "PUT",
      json: { title: "" },
      session: vendedor,
    });
    expect((await emptyTitle.json()).error).toBe("Título é obrigatório");

    expect(
      await (await api(`/api/documents/${document.id}`, { method: "DELETE", session: vendedor })).json(),
    ).toEqual({ success: true });
    expect(await testDb().storedFile.count({ where: { fileName: "v2.docx", document: null } })).toBe(0);
    expect((await api(`/api/documents/${document.id}/download`, { session: vendedor })).status).toBe(404);
    expect(
      (
        await api("/api/documents/cunknown00000000000000000", {
          method: "PUT",
          json: { title: "x" },
          session: vendedor,
        })
      ).status,
    ).toBe(404);
  });
});

describe("private storage quota", () => {
  let server: Awaited<ReturnType<typeof startNext>>;
  const headroom = 150 * 1024;

  beforeAll(async () => {
    // Staff files only: visitors' trade-in photos have a quota of their own.
    const used =
      (
        await testDb().storedFile.aggregate({
          where: { kind: { not: "trade_in_photo" } },
          _sum: { size: true },
        })
      )._sum.size ?? 0;
    server = await startNext({
      databaseUrl: inject("databaseUrl"),
      dataDir: inject("dataDir"),
      env: { PRIVATE_STORAGE_QUOTA_BYTES: String(used + headroom), ADMIN_EMAILS: "root-admin@test.local" },
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  it("answers 507 'Armazenamento insuficiente' past the quota, and two concurrent uploads cannot both fit", async () => {
    const user = await signedInAs("gerente");
    const session = await signIn(user);
    const call = (path: string, init: RequestInit) =>
      fetch(`${server.baseUrl}${path}`, {
        ...init,
        headers: { Origin: server.baseUrl, Cookie: session.cookie, "X-Forwarded-For": testAddress() },
      });
    // Each file takes 100 KB of the 150 KB left: exactly one of two simultaneous uploads fits.
    const file = () => Buffer.concat([pdf(), Buffer.alloc(100 * 1024)]);
    const results = await Promise.all(
      [1, 2].map(() =>
        call("/api/documents", {
          method: "POST",
          body: documentForm(fields, { bytes: file(), name: "q.pdf" }),
        }),
      ),
    );
    expect(results.map((response) => response.status).sort()).toEqual([201, 507]);
    const refused = results.find((response) => response.status === 507)!;
    expect(await refused.json()).toEqual({ error: "Armazenamento insuficiente" });

    // Receipts count against the same quota.
    const receipt = new FormData();
    for (const [name, value] of Object.entries({
      description: "x",
      amount: "1",
      category: "other",
      date: "2026-11-01",
    }))
      receipt.set(name, value);
    receipt.set("receipt", new Blob([file()]), "r.pdf");
    expect((await call("/api/expenses", { method: "POST", body: receipt })).status).toBe(507);
  });
});
