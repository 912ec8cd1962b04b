import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

import { beforeAll, describe, expect, inject, it } from "vitest";

import { api, signedInAs, type SignedInUser } from "../helpers/auth";
import { apiUrl, testDb } from "../helpers/db";
import { expectJsonError, expectNoWrites, rawMultipart } from "../helpers/hostile";
import { HTML_PAGE, PDF_FILE, SVG_WITH_SCRIPT, jpegHeader, jpegWithGps, pngHeader } from "../helpers/images";

// Hostile files (issue "Hostile input"): HTML, SVG and PDF disguised as photos, HTML disguised as a PDF, a PNG
// header declaring 50,000 × 50,000 pixels, and file names carrying paths, NUL bytes, quotes, bidi overrides and
// 300 characters. Files are judged by their bytes (415 otherwise), stored under generated names, and downloads
// name them safely (RFC 6266 filename*, no path, no quote breaking out).

let gerente: SignedInUser;

beforeAll(async () => {
  gerente = await signedInAs("gerente");
});

function postMultipart(route: string, parts: Parameters<typeof rawMultipart>[0], method = "POST") {
  const { body, contentType } = rawMultipart(parts);
  return api(route, {
    method,
    body: new Uint8Array(body),
    headers: { "Content-Type": contentType },
    session: gerente,
  });
}

const uploadsDir = () => path.join(inject("dataDir"), "uploads");
const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      )
    : [];

// ---------------------------------------------------------------------------------------------------------------

describe("POST /api/uploads/images with disguised and hostile files", () => {
  const disguised: Array<[string, Uint8Array, string, string]> = [
    ["HTML named .jpg", HTML_PAGE, "foto.jpg", "image/jpeg"],
    ["SVG with <script> named .png", SVG_WITH_SCRIPT, "logo.png", "image/png"],
    ["a PDF named .jpg", PDF_FILE, "documento.jpg", "image/jpeg"],
    ["a GIF", Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"), "anim.gif", "image/gif"],
    [
      "JPEG magic bytes followed by HTML",
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), HTML_PAGE]),
      "poliglota.jpg",
      "image/jpeg",
    ],
    ["a JPEG header without image data", jpegHeader(800, 600), "cortada.jpg", "image/jpeg"],
  ];

  it.each(disguised)("refuses %s with 415, storing nothing", async (_label, bytes, name, type) => {
    const before = filesUnder(uploadsDir()).length;
    const response = await postMultipart("/api/uploads/images", [
      { name: "file", fileName: name, bytes, type },
    ]);
    expect(await expectJsonError(response, 415, name)).toEqual({ error: `${name} não é uma imagem válida` });
    expect(filesUnder(uploadsDir()).length).toBe(before);
  });

  it("refuses a PNG header declaring 50,000 × 50,000 pixels quickly (413), and stays healthy", async () => {
    for (const [label, bytes] of [
      ["PNG 50,000 × 50,000", pngHeader(50_000, 50_000)],
      ["PNG 2^31-1 square", pngHeader(2 ** 31 - 1, 2 ** 31 - 1)],
      ["JPEG 65,535 × 65,535", jpegHeader(65_535, 65_535)],
    ] as const) {
      const started = performance.now();
      const response = await postMultipart("/api/uploads/images", [
        { name: "file", fileName: "enorme.png", bytes, type: "image/png" },
      ]);
      const body = await expectJsonError(response, response.status, label);
      expect([413, 415], `${label}: ${body.error}`).toContain(response.status);
      expect(performance.now() - started, label).toBeLessThan(5_000);
    }
    const health = await fetch(apiUrl("/api/health"));
    expect(health.status).toBe(200);
  });

  it("stores a real photo under a generated name whatever the file is called", async () => {
    const jpeg = await jpegWithGps(64, 48);
    const names = [
      "../../../x.jpg",
      "..\\..\\..\\x.jpg",
      "/etc/passwd",
      `${"a".repeat(300)}.jpg`,
      'aspas".jpg; filename="evil.html',
      "foto\u202egpj.html",
    ];
    for (const name of names) {
      const response = await postMultipart("/api/uploads/images", [
        { name: "file", fileName: name, bytes: jpeg, type: "image/jpeg" },
      ]);
      // A quote inside the raw part header breaks the multipart syntax itself: a clean 400, nothing stored.
      if (name.includes('"')) {
        expect(await expectJsonError(response, 400, name)).toEqual({
          error: "Formulário multipart inválido",
        });
        continue;
      }
      expect(response.status, name).toBe(201);
      const body = (await response.json()) as { public_id: string; secure_url: string };
      expect(body.public_id, name).toMatch(/^anuncios\/[A-Za-z0-9_-]+$/);
      expect(body.secure_url, name).toBe(`/media/${body.public_id}.jpg`);
    }
    // Nothing was written where the names point.
    for (const place of [uploadsDir(), inject("dataDir"), path.dirname(inject("dataDir"))]) {
      expect(existsSync(path.join(place, "x.jpg")), place).toBe(false);
    }
    const stored = filesUnder(uploadsDir()).map((file) => path.basename(file));
    expect(
      stored.filter((name) => ["x.jpg", "passwd", "passwd.jpg"].includes(name) || name.endsWith(".html")),
    ).toEqual([]);
  });

  it("names a refused file without its folders or control characters in the message", async () => {
    const response = await postMultipart("/api/uploads/images", [
      { name: "file", fileName: "../../pasta/ma\u202elicia.jpg", bytes: HTML_PAGE, type: "image/jpeg" },
    ]);
    expect(await expectJsonError(response, 415)).toEqual({ error: "malicia.jpg não é uma imagem válida" });
  });

  it("refuses hostile folders with 400", async () => {
    for (const folder of [
      "../../etc",
      "anuncios/../../..",
      "%2e%2e",
      "a\u0000b",
      "x".repeat(10_000),
      "anuncios\\..\\..",
    ]) {
      const response = await postMultipart("/api/uploads/images", [
        { name: "folder", value: folder },
        { name: "file", fileName: "foto.jpg", bytes: await jpegWithGps(32, 32), type: "image/jpeg" },
      ]);
      expect(await expectJsonError(response, 400, folder)).toEqual({ error: "Pasta inválida" });
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------

/** RFC 5987 attr-chars plus percent escapes: what may follow UTF-8'' in filename*. */
const EXT_VALUE = /^[A-Za-z0-9!#$&+.^_`|~%-]+$/;

function expectSafeDisposition(header: string | null, extension: string) {
  expect(header).not.toBeNull();
  const match = /^attachment; filename="([^"\\]*)"; filename\*=UTF-8''(.+)$/.exec(header!);
  expect(match, header!).not.toBeNull();
  const [, ascii, encoded] = match!;
  expect(ascii, header!).toMatch(/^[A-Za-z0-9._\- ()]+$/);
  expect(encoded, header!).toMatch(EXT_VALUE);
  const name = decodeURIComponent(encoded!);
  expect(name, header!).not.toMatch(/[/\\\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
  expect([...name].length, header!).toBeLessThanOrEqual(255);
  expect(name.endsWith(`.${extension}`), header!).toBe(true);
  return name;
}

const HOSTILE_NAMES: Array<[string, string]> = [
  ["traversal", "../../../etc/passwd.pdf"],
  ["Windows traversal", "..\\..\\boot.ini.pdf"],
  ["an absolute path", "/etc/passwd.pdf"],
  ["a NUL byte", "recibo.pdf\u0000.html"],
  ["quotes breaking out", "a\"; filename*=UTF-8''evil.exe; x=\".pdf"],
  ["a right-to-left override", "recibo\u202efdp.exe"],
  ["300 characters", `${"r".repeat(300)}.pdf`],
  ["a formula", '=HYPERLINK("http://x").pdf'],
  ["accents and spaces", "Recibo de manutenção nº 1.pdf"],
];

describe.each([
  {
    area: "expense receipt",
    create: "/api/expenses",
    fileField: "receipt",
    fields: { description: "Lavagem", amount: "150", category: "maintenance", date: "2026-01-10" },
    key: "expense",
    download: (id: string) => `/api/expenses/${id}/receipt`,
  },
  {
    area: "document",
    create: "/api/documents",
    fileField: "file",
    fields: { title: "Contrato", type: "contract" },
    key: "document",
    download: (id: string) => `/api/documents/${id}/download`,
  },
])("$area uploads", ({ create, fileField, fields, key, download }) => {
  const textParts = () => Object.entries(fields).map(([name, value]) => ({ name, value }));

  it("refuse HTML named .pdf and SVG named .png with 415, writing nothing", async () => {
    for (const [bytes, name, type] of [
      [HTML_PAGE, "recibo.pdf", "application/pdf"],
      [SVG_WITH_SCRIPT, "foto.png", "image/png"],
      [Buffer.from("MZ\x90\x00\x03", "latin1"), "programa.pdf", "application/pdf"],
    ] as const) {
      await expectNoWrites(`${create} ${name}`, async () => {
        const response = await postMultipart(create, [
          ...textParts(),
          { name: fileField, fileName: name, bytes, type },
        ]);
        await expectJsonError(response, 415, `${create} ${name}`);
      });
    }
  });

  it("store hostile file names under a generated id and download them under a safe RFC 6266 name", async () => {
    // Each name twice: written raw into the part header, and as a browser's FormData encodes it.
    const sends = HOSTILE_NAMES.flatMap(([label, name]) => [
      {
        label: `${label} (raw)`,
        send: () =>
          postMultipart(create, [
            ...textParts(),
            { name: fileField, fileName: name, bytes: PDF_FILE, type: "application/pdf" },
          ]),
      },
      {
        label: `${label} (FormData)`,
        send: () => {
          const form = new FormData();
          for (const [field, value] of Object.entries(fields)) form.set(field, value);
          form.set(fileField, new Blob([new Uint8Array(PDF_FILE)], { type: "application/pdf" }), name);
          return api(create, { method: "POST", body: form, session: gerente });
        },
      },
    ]);
    for (const { label, send } of sends) {
      const response = await send();
      // A raw part header with a quote or a NUL may break the multipart syntax: a clean 400, nothing stored.
      // A browser's FormData escapes those, so its uploads are always stored.
      if (response.status === 400 && label.endsWith("(raw)")) {
        await expectJsonError(response, 400, label);
        continue;
      }
      expect(response.status, `${label}: ${await response.clone().text()}`).toBe(201);
      const record = ((await response.json()) as Record<string, { id: string }>)[key]!;
      const stored =
        key === "expense"
          ? (
              await testDb().expense.findUniqueOrThrow({
                where: { id: record.id },
                include: { receipt: true },
              })
            ).receipt!
          : (await testDb().document.findUniqueOrThrow({ where: { id: record.id }, include: { file: true } }))
              .file!;
      expect(stored.id, label).toMatch(/^[a-z0-9]+$/);
      expect(stored.fileName, label).not.toMatch(/[/\\\u0000-\u001f\u202a-\u202e]/);
      expect([...stored.fileName].length, label).toBeLessThanOrEqual(255);

      const file = await api(download(record.id), { session: gerente });
      expect(file.status, label).toBe(200);
      expect(file.headers.get("content-type"), label).toBe("application/pdf");
      expect(file.headers.get("x-content-type-options"), label).toBe("nosniff");
      expect(file.headers.get("content-security-policy"), label).toContain("sandbox");
      expectSafeDisposition(file.headers.get("content-disposition"), "pdf");
      expect(Buffer.from(await file.arrayBuffer()).equals(PDF_FILE), label).toBe(true);
    }
  });
});
