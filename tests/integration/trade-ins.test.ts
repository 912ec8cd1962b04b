import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { processPhoto } from "@/lib/images/photo";

import { api, signedInAs, testAddress, type SignedInUser } from "../helpers/auth";
import { startNext } from "../helpers/app-server";
import { testDb } from "../helpers/db";
import { PDF_FILE, jpegWithGps } from "../helpers/images";

// POST /api/trade-ins and GET /api/trade-ins/{ticketId}/photos/{n} (docs/business-rules.md "Trade-in
// appraisal"): the ticket and its private photos, every refusal, the shared anonymous rate limit, and the
// cleanup that takes the photos with the tickets.

const HEIC_FIXTURE = readFileSync("tests/fixtures/photo-gps.heic");
const TOO_LARGE = "Arquivo muito grande. Máximo 15MB.";
const RATE_LIMITED = "Muitas mensagens enviadas. Tente novamente em alguns minutos.";

type Photo = { bytes: Uint8Array; name: string; type?: string };

const fields = {
  name: "Carlos Pereira",
  phone: "(11) 98765-4321",
  email: "carlos@example.com",
  brand: "Fiat",
  model: "Uno Mille Way",
  year: "2012/2013",
  mileage: "98000",
  plate: "abc-1d23",
  notes: "Único dono, revisões em dia.",
};

function tradeInForm(values: Record<string, string> = fields, photos: Photo[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  for (const photo of photos)
    form.append(
      "photos",
      new Blob([new Uint8Array(photo.bytes)], { type: photo.type ?? "image/jpeg" }),
      photo.name,
    );
  return form;
}

async function post(form: FormData, address = testAddress()) {
  const response = await api("/api/trade-ins", { method: "POST", body: form, address });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

const ticketsNamed = (name: string) => testDb().contactTicket.count({ where: { name } });
const tradeInFiles = () => testDb().storedFile.count({ where: { kind: "trade_in_photo" } });

function filesUnder(directory: string): string[] {
  try {
    return readdirSync(directory, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

let staff: SignedInUser;
let visitor: SignedInUser;

beforeAll(async () => {
  [staff, visitor] = await Promise.all([signedInAs("ajudante"), signedInAs("user")]);
});

describe("POST /api/trade-ins", () => {
  let ticketId = "";
  let uploadsBefore: string[] = [];

  beforeAll(async () => {
    uploadsBefore = filesUnder(path.join(inject("dataDir"), "uploads"));
    const { status, body } = await post(
      tradeInForm(fields, [
        { bytes: await jpegWithGps(2400, 1200), name: "frente.jpg" },
        { bytes: HEIC_FIXTURE, name: "IMG_0001.HEIC", type: "image/heic" },
      ]),
    );
    expect(status).toBe(201);
    expect(body).toEqual({ ticket: { id: expect.any(String), status: "pending" } });
    ticketId = (body.ticket as { id: string }).id;
  });

  it("stores a pending avaliacao-veiculo ticket with the car, the plate normalized and the photos in order", async () => {
    const row = await testDb().contactTicket.findUniqueOrThrow({
      where: { id: ticketId },
      include: { tradeInPhotos: { orderBy: { position: "asc" }, include: { file: true } } },
    });
    expect(row).toMatchObject({
      name: "Carlos Pereira",
      email: "carlos@example.com",
      phone: "11987654321",
      subject: "avaliacao_veiculo",
      status: "pending",
      tradeInBrand: "Fiat",
      tradeInModel: "Uno Mille Way",
      tradeInYear: "2012/2013",
      tradeInMileage: 98_000,
      tradeInPlate: "ABC1D23",
      tradeInNotes: "Único dono, revisões em dia.",
    });
    expect(row.message).toContain("Fiat Uno Mille Way 2012/2013");
    expect(
      row.tradeInPhotos.map((photo) => [photo.position, photo.file.kind, photo.file.contentType]),
    ).toEqual([
      [0, "trade_in_photo", "image/jpeg"],
      [1, "trade_in_photo", "image/jpeg"],
    ]);
  });

  it("lists the ticket with tradeIn for staff, and tradeIn null on other tickets", async () => {
    const contact = await api("/api/contact-tickets", {
      method: "POST",
      json: { name: "Outra Pessoa", email: "outra@example.com", phone: "11987654321", message: "Olá" },
    });
    expect(contact.status).toBe(201);
    const response = await api("/api/contact-tickets?pageSize=200", { session: staff });
    const { tickets } = (await response.json()) as {
      tickets: Array<{ id: string; subject: string; tradeIn: unknown }>;
    };
    expect(tickets.find((ticket) => ticket.id === ticketId)).toMatchObject({
      subject: "avaliacao-veiculo",
      tradeIn: {
        brand: "Fiat",
        model: "Uno Mille Way",
        year: "2012/2013",
        mileage: 98_000,
        plate: "ABC1D23",
        notes: "Único dono, revisões em dia.",
        photoCount: 2,
      },
    });
    const contactId = ((await contact.json()) as { ticket: { id: string } }).ticket.id;
    const other = tickets.find((ticket) => ticket.id === contactId);
    expect(other?.tradeIn).toBeNull();
  });

  it("serves each photo re-encoded without EXIF, XMP or GPS, as an attachment, to the tickets permission", async () => {
    for (const n of [0, 1]) {
      const response = await api(`/api/trade-ins/${ticketId}/photos/${n}`, { session: staff });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/jpeg");
      expect(response.headers.get("content-disposition")).toMatch(
        /^attachment; filename="avaliacao-foto-\d\.jpg"/,
      );
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-security-policy")).toMatch(/\bsandbox\b/);
      const bytes = Buffer.from(await response.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(bytes.includes(Buffer.from("GPSLatitude"))).toBe(false);
      expect(bytes.includes(Buffer.from("Exif"))).toBe(false);
      if (n === 0) expect(metadata.width).toBe(1920);
    }
  });

  it("keeps the photos private: nothing written under the public uploads, no /media path serves them", async () => {
    expect(filesUnder(path.join(inject("dataDir"), "uploads")).sort()).toEqual(uploadsBefore.sort());
    const file = await testDb().tradeInPhoto.findFirstOrThrow({
      where: { ticketId },
      select: { fileId: true },
    });
    for (const guess of [
      `/media/${file.fileId}`,
      `/media/${file.fileId}.jpg`,
      `/media/anuncios/${file.fileId}.jpg`,
    ])
      expect((await api(guess)).status).toBe(404);
  });

  it("answers the photo route 401 without a session, 403 without the tickets permission, 404 for unknowns", async () => {
    expect((await api(`/api/trade-ins/${ticketId}/photos/0`)).status).toBe(401);
    expect((await api(`/api/trade-ins/${ticketId}/photos/0`, { session: visitor })).status).toBe(403);
    const missing = await api(`/api/trade-ins/${ticketId}/photos/2`, { session: staff });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Foto não encontrada" });
    for (const url of [
      "/api/trade-ins/cunknown00000000000000000/photos/0",
      `/api/trade-ins/${ticketId}/photos/abc`,
      `/api/trade-ins/${ticketId}/photos/-1`,
    ])
      expect((await api(url, { session: staff })).status).toBe(404);
  });

  it("accepts a request without photos or plate", async () => {
    const { plate: _plate, ...withoutPlate } = fields;
    const { status, body } = await post(tradeInForm({ ...withoutPlate, name: "Sem Fotos" }));
    expect(status).toBe(201);
    const row = await testDb().contactTicket.findUniqueOrThrow({
      where: { id: (body.ticket as { id: string }).id },
      select: { tradeInPlate: true, _count: { select: { tradeInPhotos: true } } },
    });
    expect(row).toEqual({ tradeInPlate: null, _count: { tradeInPhotos: 0 } });
  });
});

describe("POST /api/trade-ins refusals (nothing is stored)", () => {
  it("400 'Placa inválida' for a plate that is neither old nor Mercosul", async () => {
    const { status, body } = await post(tradeInForm({ ...fields, name: "Placa Ruim", plate: "AB-12345" }));
    expect(status).toBe(400);
    expect(body.error).toBe("Placa inválida");
    expect(await ticketsNamed("Placa Ruim")).toBe(0);
  });

  it("400 for a brand outside the option list and for a missing field", async () => {
    expect((await post(tradeInForm({ ...fields, brand: "Fusca Motors" }))).status).toBe(400);
    const { status, body } = await post(tradeInForm({ ...fields, model: "" }));
    expect(status).toBe(400);
    expect(body.error).toBe("Por favor, preencha todos os campos obrigatórios.");
  });

  it("400 for more than 6 photos", async () => {
    const photo = { bytes: await jpegWithGps(64, 48), name: "p.jpg" };
    const { status, body } = await post(tradeInForm({ ...fields, name: "Sete Fotos" }, Array(7).fill(photo)));
    expect(status).toBe(400);
    expect(body.error).toBe("Máximo de 6 fotos permitido");
    expect(await ticketsNamed("Sete Fotos")).toBe(0);
  });

  it("415 when a photo's bytes are not an image, whatever its name and declared type", async () => {
    const files = await tradeInFiles();
    const { status, body } = await post(
      tradeInForm({ ...fields, name: "Nao Imagem" }, [
        { bytes: await jpegWithGps(64, 48), name: "ok.jpg" },
        { bytes: PDF_FILE, name: "foto.jpg", type: "image/jpeg" },
      ]),
    );
    expect(status).toBe(415);
    expect(body.error).toBe("foto.jpg não é uma imagem válida");
    expect(await ticketsNamed("Nao Imagem")).toBe(0);
    expect(await tradeInFiles()).toBe(files);
  });

  it("413 for a photo over 15 MB, and for a body over six photos' worth before it is read", async () => {
    const big = new Uint8Array(15 * 1024 * 1024 + 1);
    big.set(await jpegWithGps(64, 48));
    const one = await post(tradeInForm({ ...fields, name: "Grande" }, [{ bytes: big, name: "grande.jpg" }]));
    expect(one.status).toBe(413);
    expect(one.body.error).toBe(TOO_LARGE);

    const huge = new Uint8Array(15 * 1024 * 1024);
    const seven = await post(
      tradeInForm({ ...fields, name: "Enorme" }, Array(7).fill({ bytes: huge, name: "x.jpg" })),
    );
    expect(seven.status).toBe(413);
    expect(seven.body.error).toBe(TOO_LARGE);
    expect(await ticketsNamed("Grande")).toBe(0);
    expect(await ticketsNamed("Enorme")).toBe(0);
  });
});

describe("shared anonymous rate limit with POST /api/contact-tickets", () => {
  const contact = { name: "Limite", email: "limite@example.com", phone: "11987654321", message: "Oi" };

  it("counts contact messages and trade-in requests in one bucket per client address", async () => {
    const address = testAddress();
    for (let i = 0; i < 9; i++)
      expect((await api("/api/contact-tickets", { method: "POST", json: contact, address })).status).toBe(
        201,
      );
    expect((await post(tradeInForm({ ...fields, name: "Limite" }), address)).status).toBe(201);
    const refused = await post(tradeInForm({ ...fields, name: "Limite" }), address);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(RATE_LIMITED);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await api("/api/contact-tickets", { method: "POST", json: contact, address })).status).toBe(429);
  });

  it("a trade-in request counts toward the contact form's limit too", async () => {
    const address = testAddress();
    for (let i = 0; i < 10; i++)
      expect((await post(tradeInForm({ ...fields, name: "Limite" }), address)).status).toBe(201);
    expect((await api("/api/contact-tickets", { method: "POST", json: contact, address })).status).toBe(429);
  });
});

describe("a photo that cannot be stored", () => {
  let server: Awaited<ReturnType<typeof startNext>>;
  let photo: Uint8Array;

  beforeAll(async () => {
    // Noise keeps the re-encoded photo large; the quota leaves room for exactly one copy of it.
    photo = await sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .jpeg()
      .toBuffer();
    const stored = (await processPhoto(photo)).bytes.byteLength;
    // Trade-in photos fill the visitors' own quota.
    const used =
      (await testDb().storedFile.aggregate({ where: { kind: "trade_in_photo" }, _sum: { size: true } }))._sum
        .size ?? 0;
    server = await startNext({
      databaseUrl: inject("databaseUrl"),
      dataDir: inject("dataDir"),
      env: { VISITOR_STORAGE_QUOTA_BYTES: String(used + stored + Math.floor(stored / 2)) },
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  it("leaves no ticket and no stored file when the second photo is over the storage quota", async () => {
    const files = await tradeInFiles();
    const response = await fetch(`${server.baseUrl}/api/trade-ins`, {
      method: "POST",
      headers: { "X-Forwarded-For": testAddress() },
      body: tradeInForm({ ...fields, name: "Sem Espaco" }, [
        { bytes: photo, name: "a.jpg" },
        { bytes: photo, name: "b.jpg" },
      ]),
    });
    expect(response.status).toBe(507);
    expect(await response.json()).toEqual({ error: "Armazenamento insuficiente" });
    expect(await ticketsNamed("Sem Espaco")).toBe(0);
    expect(await tradeInFiles()).toBe(files);
  });
});

describe("data cleanup of tickets", () => {
  it("deletes the trade-in photos with the tickets", async () => {
    expect(
      (await post(tradeInForm(fields, [{ bytes: await jpegWithGps(64, 48), name: "a.jpg" }]))).status,
    ).toBe(201);
    expect(await tradeInFiles()).toBeGreaterThan(0);
    const gerente = await signedInAs("gerente");
    const response = await api("/api/admin/clear-data", {
      method: "POST",
      json: { dataType: "tickets" },
      session: gerente,
    });
    expect(response.status).toBe(200);
    expect(await testDb().contactTicket.count()).toBe(0);
    expect(await testDb().tradeInPhoto.count()).toBe(0);
    expect(await tradeInFiles()).toBe(0);
  });
});
