import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { minimalPdf } from "@/prisma/demo/pdf";

import { startNext } from "../helpers/app-server";
import { api, signedInAs, siteOrigin, testAddress, type SignedInUser } from "../helpers/auth";
import { apiUrl, testDb } from "../helpers/db";
import { expectJsonError } from "../helpers/hostile";
import { slowUpload } from "../helpers/slow-upload";

// What one anonymous visitor can make the server keep and read through POST /api/trade-ins: a stored photo is
// bounded on both sides, visitors' photos fill a quota of their own (never the staff's), staff can delete one
// request's photos, every request counts against the address before its body is read (refused ones too), and a
// photo part is judged while it streams in, not after the whole body was buffered.

const TOO_LARGE = "Arquivo muito grande. Máximo 15MB.";
const RATE_LIMITED = "Muitas mensagens enviadas. Tente novamente em alguns minutos.";
const STORAGE_FULL = "Armazenamento insuficiente";

const fields = {
  name: "Visitante Hostil",
  phone: "(11) 98765-4321",
  brand: "Fiat",
  model: "Uno",
  year: "2012",
  mileage: "98000",
};

type Photo = { bytes: Uint8Array; name: string };

function tradeInForm(values: Record<string, string>, photos: Photo[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  for (const photo of photos)
    form.append("photos", new Blob([new Uint8Array(photo.bytes)], { type: "image/png" }), photo.name);
  return form;
}

/** A photo of random pixels: it compresses badly, so what is stored is about as large as it can be. */
function noise(width: number, height: number) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  });
}

const BOUNDARY = "----hostile-visitor-boundary";

/** The start of a multipart body: the text fields, then the headers of a `photos` part and its first bytes. */
function multipartPreamble(values: Record<string, string>, fileName: string, firstBytes: Uint8Array): Buffer {
  const text = Object.entries(values)
    .map(
      ([name, value]) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join("");
  const header = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="${fileName}"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return Buffer.concat([Buffer.from(text + header), firstBytes]);
}

const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

let gerente: SignedInUser;
let ajudante: SignedInUser;
let visitor: SignedInUser;

beforeAll(async () => {
  [gerente, ajudante, visitor] = await Promise.all([
    signedInAs("gerente"),
    signedInAs("ajudante"),
    signedInAs("user"),
  ]);
});

afterAll(async () => {
  await testDb().contactTicket.deleteMany({ where: { name: { startsWith: "Visitante Hostil" } } });
});

describe("a stored trade-in photo is bounded on both sides", () => {
  it("stores a very tall picture within 1920 × 1920", async () => {
    // 200 × 5,000: narrow enough that a width-only bound keeps all 5,000 rows.
    const tall = await noise(200, 5_000).png().toBuffer();
    const response = await api("/api/trade-ins", {
      method: "POST",
      body: tradeInForm({ ...fields, name: "Visitante Hostil Alto" }, [{ bytes: tall, name: "alto.png" }]),
    });
    expect(response.status).toBe(201);
    const { ticket } = (await response.json()) as { ticket: { id: string } };
    const photo = await api(`/api/trade-ins/${ticket.id}/photos/0`, { session: ajudante });
    expect(photo.status).toBe(200);
    const metadata = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
    expect(metadata.height).toBeLessThanOrEqual(1920);
    expect(metadata.width).toBeLessThanOrEqual(1920);
  });
});

describe("staff delete one trade-in request's photos", () => {
  let ticketId = "";

  beforeAll(async () => {
    const photo = await noise(320, 240).jpeg().toBuffer();
    const response = await api("/api/trade-ins", {
      method: "POST",
      body: tradeInForm({ ...fields, name: "Visitante Hostil Fotos" }, [
        { bytes: photo, name: "a.jpg" },
        { bytes: photo, name: "b.jpg" },
      ]),
    });
    expect(response.status).toBe(201);
    ticketId = ((await response.json()) as { ticket: { id: string } }).ticket.id;
  });

  it("answers 401 without a session and 403 without the tickets permission, deleting nothing", async () => {
    await expectJsonError(await api(`/api/trade-ins/${ticketId}/photos`, { method: "DELETE" }), 401);
    await expectJsonError(
      await api(`/api/trade-ins/${ticketId}/photos`, { method: "DELETE", session: visitor }),
      403,
    );
    expect(await testDb().tradeInPhoto.count({ where: { ticketId } })).toBe(2);
  });

  it("deletes the photos and their files, keeps the ticket, and says so in the ticket's tradeIn", async () => {
    const fileIds = (
      await testDb().tradeInPhoto.findMany({ where: { ticketId }, select: { fileId: true } })
    ).map((row) => row.fileId);
    const response = await api(`/api/trade-ins/${ticketId}/photos`, { method: "DELETE", session: ajudante });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(await testDb().tradeInPhoto.count({ where: { ticketId } })).toBe(0);
    expect(await testDb().storedFile.count({ where: { id: { in: fileIds } } })).toBe(0);
    expect(await testDb().contactTicket.count({ where: { id: ticketId } })).toBe(1);
    expect((await api(`/api/trade-ins/${ticketId}/photos/0`, { session: ajudante })).status).toBe(404);
  });

  it("answers 404 for an unknown request", async () => {
    const response = await api("/api/trade-ins/cunknown00000000000000000/photos", {
      method: "DELETE",
      session: gerente,
    });
    await expectJsonError(response, 404);
  });
});

describe("visitors' photos have their own storage quota", () => {
  let server: Awaited<ReturnType<typeof startNext>>;
  let photo: Buffer;

  beforeAll(async () => {
    photo = await noise(1200, 900).jpeg({ quality: 95 }).toBuffer();
    const db = testDb();
    const used = (await db.storedFile.aggregate({ _sum: { size: true } }))._sum.size ?? 0;
    const visitorUsed =
      (await db.storedFile.aggregate({ where: { kind: "trade_in_photo" }, _sum: { size: true } }))._sum
        .size ?? 0;
    server = await startNext({
      databaseUrl: inject("databaseUrl"),
      dataDir: inject("dataDir"),
      env: {
        // Room for a few staff files; visitors get about one request's worth of photos.
        PRIVATE_STORAGE_QUOTA_BYTES: String(used + 2 * 1024 * 1024),
        VISITOR_STORAGE_QUOTA_BYTES: String(visitorUsed + 1024 * 1024),
      },
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  const post = (path: string, init: RequestInit & { headers?: Record<string, string> }) =>
    fetch(`${server.baseUrl}${path}`, {
      ...init,
      headers: { Origin: server.baseUrl, "X-Forwarded-For": testAddress(), ...init.headers },
    });

  it("refuses trade-ins with 507 once the visitors' quota is full, while a staff document still uploads", async () => {
    // One photo a request, so that whatever the quota leaves free when it refuses is less than a photo.
    let refused: Response | null = null;
    for (let attempt = 0; attempt < 20 && !refused; attempt++) {
      const response = await post("/api/trade-ins", {
        method: "POST",
        body: tradeInForm({ ...fields, name: "Visitante Hostil Cota" }, [{ bytes: photo, name: "cota.jpg" }]),
      });
      if (response.status === 507) refused = response;
      else expect(response.status).toBe(201);
    }
    expect(refused, "the visitors' quota never filled").not.toBeNull();
    expect(await refused!.json()).toEqual({ error: STORAGE_FULL });

    const login = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: server.baseUrl,
        "X-Forwarded-For": testAddress(),
      },
      body: JSON.stringify({ email: gerente.email, password: gerente.password }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    // Larger than any photo: it fits only where the staff's own room is left.
    const staffFile = Buffer.concat([minimalPdf("Loja", ["Página"]), Buffer.alloc(1024 * 1024, 0x20)]);
    const form = new FormData();
    form.set("title", "Documento da loja");
    form.set("type", "internal");
    form.set("file", new Blob([new Uint8Array(staffFile)], { type: "application/pdf" }), "loja.pdf");
    const staffUpload = await post("/api/documents", {
      method: "POST",
      body: form,
      headers: { Cookie: cookie },
    });
    expect(staffUpload.status, await staffUpload.clone().text()).toBe(201);
  });
});

describe("every anonymous write counts before its body is read", () => {
  it("counts refused trade-ins, contact messages and bookings in the address's bucket", async () => {
    const address = testAddress();
    const refusals = [
      ...Array.from({ length: 4 }, () =>
        api("/api/trade-ins", {
          method: "POST",
          address,
          body: tradeInForm({ ...fields, name: "Visitante Hostil Placa", plate: "XX-00" }),
        }),
      ),
      ...Array.from({ length: 3 }, () =>
        api("/api/contact-tickets", {
          method: "POST",
          address,
          body: "{not json",
          headers: { "Content-Type": "application/json" },
        }),
      ),
      ...Array.from({ length: 3 }, () =>
        api("/api/appointments", { method: "POST", address, json: { name: "", phone: "1" } }),
      ),
    ];
    for (const response of await Promise.all(refusals)) expect(response.status).toBe(400);
    const after = await api("/api/contact-tickets", {
      method: "POST",
      address,
      json: { name: "Visitante Hostil", email: "v@example.com", phone: "11987654321", message: "Oi" },
    });
    const body = await expectJsonError(after, 429);
    expect(body.error).toBe(RATE_LIMITED);
    expect(Number(after.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("a locked address is refused before its body is read", async () => {
    const address = testAddress();
    for (let index = 0; index < 10; index++)
      await api("/api/contact-tickets", {
        method: "POST",
        address,
        body: "{}",
        headers: { "Content-Type": "application/json" },
      });
    const result = await slowUpload(apiUrl("/api/trade-ins"), {
      headers: {
        "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`,
        Origin: siteOrigin(),
        "X-Forwarded-For": address,
      },
      prefix: multipartPreamble(fields, "a.jpg", JPEG_START),
      total: 8 * 1024 * 1024,
      holdAfter: 64 * 1024,
      intervalMs: 5,
    });
    expect(result.status).toBe(429);
    expect(result.sentWhenAnswered).toBeLessThanOrEqual(64 * 1024);
  });
});

describe("multipart is read as a stream, each photo part within its own limit", () => {
  const headers = () => ({
    "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`,
    Origin: siteOrigin(),
    "X-Forwarded-For": testAddress(),
  });

  it("refuses a photo part over 15 MB with 413 as soon as it passes the limit (chunked, under the body cap)", async () => {
    const result = await slowUpload(apiUrl("/api/trade-ins"), {
      headers: headers(),
      prefix: multipartPreamble(fields, "grande.jpg", JPEG_START),
      total: 48 * 1024 * 1024,
      holdAfter: 16 * 1024 * 1024,
      chunkSize: 256 * 1024,
      intervalMs: 5,
    });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toEqual({ error: TOO_LARGE });
    expect(result.sentWhenAnswered).toBeLessThanOrEqual(16 * 1024 * 1024);
  });

  it("refuses a part whose first bytes are no photo with 415 before the rest of it arrives", async () => {
    const result = await slowUpload(apiUrl("/api/trade-ins"), {
      headers: headers(),
      prefix: multipartPreamble(fields, "foto.jpg", Buffer.from("%PDF-1.7\n")),
      total: 12 * 1024 * 1024,
      holdAfter: 1024 * 1024,
      intervalMs: 5,
    });
    expect(result.status).toBe(415);
    expect(JSON.parse(result.body)).toEqual({ error: "foto.jpg não é uma imagem válida" });
    expect(result.sentWhenAnswered).toBeLessThanOrEqual(1024 * 1024);
  });

  it("still takes a well-formed request whose text fields come after its photos", async () => {
    const form = new FormData();
    form.append(
      "photos",
      new Blob([new Uint8Array(await noise(64, 48).jpeg().toBuffer())], { type: "image/jpeg" }),
      "a.jpg",
    );
    for (const [name, value] of Object.entries({ ...fields, name: "Visitante Hostil Ordem" }))
      form.set(name, value);
    const response = await api("/api/trade-ins", { method: "POST", body: form });
    expect(response.status).toBe(201);
  });
});
