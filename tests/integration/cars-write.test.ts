import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { ApiCar } from "@/lib/cars/dto";
import { CAR_LIMIT_REACHED, CAR_REQUIRED_FIELDS, FIELD_REQUIRED, TOO_MANY_IMAGES } from "@/lib/cars/messages";
import { CAR_NOT_FOUND_MESSAGE, MAX_CARS } from "@/lib/constants/cars";
import { NOT_SIGNED_IN, NO_PERMISSION } from "@/lib/auth/guard";
import { api, signedInAs, type SignedInUser } from "@/tests/helpers/auth";
import { createCar, removeCars, uniqueWord } from "@/tests/helpers/car-factory";
import { apiUrl, testDb } from "@/tests/helpers/db";
import { jpegWithGps } from "@/tests/helpers/images";
import { carInput } from "@/tests/unit/cars/fixtures";

// POST /api/cars, PUT /api/cars/{id} and DELETE /api/cars/{id} through the production server with real sessions:
// validation, the atomic 100-car limit, photo lists (uploaded through the real route) and their storage
// clean-up, the deletion summary, roles, and the showroom page that reflects a change at once.

type Photo = { url: string; publicId: string; width: number; height: number };

let gerente: SignedInUser;
const created: string[] = [];

beforeAll(async () => {
  gerente = await signedInAs("gerente");
});

afterAll(async () => {
  await removeCars(created);
});

const newCar = (overrides: Record<string, unknown> = {}) => ({
  ...carInput(),
  model: uniqueWord("Civic"),
  features: ["Teto solar", "Air bag"],
  ...overrides,
});

async function uploadPhoto(session: SignedInUser = gerente, name = "foto.jpg"): Promise<Photo> {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(await jpegWithGps(800, 600))], { type: "image/jpeg" }), name);
  const response = await api("/api/uploads/images", { method: "POST", body: form, session });
  expect(response.status).toBe(201);
  const body = (await response.json()) as {
    secure_url: string;
    public_id: string;
    width: number;
    height: number;
  };
  return { url: body.secure_url, publicId: body.public_id, width: body.width, height: body.height };
}

async function post(body: unknown, session: SignedInUser | null = gerente) {
  const response = await api("/api/cars", { method: "POST", json: body, session });
  const json = (await response.json()) as { car?: ApiCar; error?: string; fields?: Record<string, string> };
  if (json.car) created.push(json.car.id);
  return { status: response.status, body: json };
}

async function put(id: string, body: unknown, session: SignedInUser | null = gerente) {
  const response = await api(`/api/cars/${id}`, { method: "PUT", json: body, session });
  return {
    status: response.status,
    body: (await response.json()) as { car?: ApiCar; error?: string; fields?: Record<string, string> },
  };
}

async function remove(id: string, session: SignedInUser | null = gerente) {
  const response = await api(`/api/cars/${id}`, { method: "DELETE", session });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const mediaStatus = async (url: string) => {
  const response = await fetch(apiUrl(url));
  await response.arrayBuffer();
  return response.status;
};

describe("POST /api/cars", () => {
  it("creates an available car with its ordered photos (201), purchase fields for staff only", async () => {
    const [first, second] = [await uploadPhoto(), await uploadPhoto()];
    const { status, body } = await post(newCar({ images: [second, first] }));
    expect(status).toBe(201);
    const car = body.car!;
    expect(car).toMatchObject({
      brand: "Honda",
      year: "2021/2022",
      price: 119_900.9,
      mileage: 42_000,
      features: ["Air bag", "Teto solar"],
      description: "Revisado.\nPneus novos.",
      isFeatured: true,
      status: "available",
      purchasePrice: 95_000,
      purchaseDate: "2026-01-15",
      views: 0,
      phone_clicks: 0,
    });
    expect(car.images.map((image) => image.publicId)).toEqual([second.publicId, first.publicId]);
    expect(car.images[0]).toEqual(second);

    const row = await testDb().car.findUniqueOrThrow({
      where: { id: car.id },
      include: { photos: { orderBy: { position: "asc" } } },
    });
    expect(row.yearValue).toBe(2021);
    expect(row.photos.map((photo) => [photo.position, photo.publicId])).toEqual([
      [0, second.publicId],
      [1, first.publicId],
    ]);

    const anonymous = (await (await api(`/api/cars/${car.id}`)).json()) as { car: ApiCar };
    expect(anonymous.car.price).toBe(119_900.9);
    expect(anonymous.car).not.toHaveProperty("purchasePrice");
    expect(anonymous.car).not.toHaveProperty("purchaseDate");
  });

  it("answers every field entered as it was sent", async () => {
    const input = { ...carInput(), model: uniqueWord("Civic") };
    const { status, body } = await post({ ...input, images: [] });
    expect(status).toBe(201);
    const response = await api(`/api/cars/${body.car!.id}`, { session: gerente });
    const { car } = (await response.json()) as { car: Record<string, unknown> };
    for (const [field, value] of Object.entries(input)) expect(car[field], field).toEqual(value);
  });

  it("accepts the year as a number and stores it as text", async () => {
    const { status, body } = await post(newCar({ year: 2020, images: [] }));
    expect(status).toBe(201);
    expect(body.car!.year).toBe("2020");
  });

  it("answers 400 with the form-level text and every missing field", async () => {
    const { status, body } = await post({ description: "só descrição" });
    expect(status).toBe(400);
    expect(body).toEqual({
      error: CAR_REQUIRED_FIELDS,
      fields: {
        brand: FIELD_REQUIRED,
        model: FIELD_REQUIRED,
        year: FIELD_REQUIRED,
        price: FIELD_REQUIRED,
        mileage: FIELD_REQUIRED,
        color: FIELD_REQUIRED,
      },
    });
    expect((await post(newCar({ color: "  " }))).body).toMatchObject({
      error: CAR_REQUIRED_FIELDS,
      fields: { color: FIELD_REQUIRED },
    });
  });

  it("answers 400 for out-of-range price, mileage and year, unknown options and hostile text", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ price: 0 }, "price"],
      [{ price: 10_000_000.01 }, "price"],
      [{ price: 99.999 }, "price"],
      [{ mileage: -1 }, "mileage"],
      [{ mileage: 2_000_001 }, "mileage"],
      [{ mileage: 1.5 }, "mileage"],
      [{ year: "1899" }, "year"],
      [{ year: String(new Date().getFullYear() + 3) }, "year"],
      [{ year: "dois mil" }, "year"],
      [{ brand: "Tesla" }, "brand"],
      [{ engine: "5.0" }, "engine"],
      [{ fuel: "Hidrogênio" }, "fuel"],
      [{ transmission: "Sequencial" }, "transmission"],
      [{ features: ["Air bag", "Lança-chamas"] }, "features"],
      [{ model: "Civic\u0000" }, "model"],
      [{ description: "x".repeat(5001) }, "description"],
      [{ purchaseDate: "2999-01-01" }, "purchaseDate"],
      [{ purchasePrice: -10 }, "purchasePrice"],
    ];
    for (const [overrides, field] of cases) {
      const { status, body } = await post(newCar(overrides));
      expect(status, JSON.stringify(overrides)).toBe(400);
      expect(Object.keys(body.fields ?? {}), JSON.stringify(overrides)).toContain(field);
      expect(body.error).not.toBe(CAR_REQUIRED_FIELDS);
    }
  });

  it("refuses photos that are not this app's: foreign URLs, another cloud, a missing local file", async () => {
    for (const image of [
      { url: "https://example.com/carro.jpg", publicId: "carro" },
      {
        url: "https://res.cloudinary.com/outra-loja/image/upload/v1/anuncios/abc.jpg",
        publicId: "anuncios/abc",
      },
      { url: "/media/anuncios/nao-existe.jpg", publicId: "anuncios/nao-existe" },
      { url: "/media/anuncios/a.jpg", publicId: "anuncios/b" },
    ]) {
      const { status, body } = await post(newCar({ images: [image] }));
      expect(status, image.url).toBe(400);
      expect(body.fields, image.url).toEqual({ "images.0": "Imagem inválida" });
    }
  });

  it("refuses the 21st photo with the agreed text", async () => {
    const images = Array.from({ length: 21 }, (_, index) => ({
      url: `/media/anuncios/p${index}.jpg`,
      publicId: `anuncios/p${index}`,
    }));
    const { status, body } = await post(newCar({ images }));
    expect(status).toBe(400);
    expect(body.error).toBe(TOO_MANY_IMAGES);
  });

  it("answers 400 for malformed JSON and 415 for another content type, 413 for a body over 1 MB", async () => {
    const malformed = await api("/api/cars", {
      method: "POST",
      body: "{",
      headers: { "Content-Type": "application/json" },
      session: gerente,
    });
    expect(malformed.status).toBe(400);
    const form = await api("/api/cars", {
      method: "POST",
      body: "brand=Fiat",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      session: gerente,
    });
    expect(form.status).toBe(415);
    const huge = await post(newCar({ description: "x".repeat(1_100_000) }));
    expect(huge.status).toBe(413);
  });
});

describe("roles (docs/permissions.md: cars for admin, developer, gerente and vendedor)", () => {
  it("answers 401 without a session and 403 to ajudante and user, changing nothing", async () => {
    const car = await createCar({ price: 50_000 });
    created.push(car.id);
    for (const session of [null, await signedInAs("ajudante"), await signedInAs("user")]) {
      const status = session ? 403 : 401;
      const message = session ? NO_PERMISSION : NOT_SIGNED_IN;
      expect(await post(newCar(), session)).toEqual({ status, body: { error: message } });
      expect(await put(car.id, { price: 1 }, session)).toEqual({ status, body: { error: message } });
      expect(await remove(car.id, session)).toEqual({ status, body: { error: message } });
    }
    expect((await testDb().car.findUniqueOrThrow({ where: { id: car.id } })).price.toNumber()).toBe(50_000);
  });

  it("lets vendedor, gerente and admin create, change and delete", async () => {
    for (const role of ["vendedor", "gerente", "admin"] as const) {
      const session = await signedInAs(role);
      const { status, body } = await post(newCar({ images: [] }), session);
      expect(status, role).toBe(201);
      expect((await put(body.car!.id, { mileage: 1 }, session)).status, role).toBe(200);
      expect((await remove(body.car!.id, session)).status, role).toBe(200);
    }
  });
});

describe("PUT /api/cars/{id}", () => {
  it("changes only the fields present", async () => {
    const { body } = await post(newCar({ images: [] }));
    const before = body.car!;
    const { status, body: after } = await put(before.id, { price: "98500,50", isTurbo: true });
    expect(status).toBe(200);
    expect(after.car).toMatchObject({
      ...before,
      price: 98_500.5,
      isTurbo: true,
      updatedAt: expect.any(String),
      // A lower price: the car now carries the drop (docs/business-rules.md "Price history").
      priceDrop: { from: 119_900.9, to: 98_500.5, changedAt: expect.any(String) },
    });
    expect(after.car!.features).toEqual(before.features);
    expect(after.car!.purchasePrice).toBe(95_000);
  });

  it("validates like POST: a present required field cannot be blanked, bounds hold, 21 photos are refused", async () => {
    const { body } = await post(newCar({ images: [] }));
    const id = body.car!.id;
    expect(await put(id, { model: "" })).toMatchObject({
      status: 400,
      body: { error: CAR_REQUIRED_FIELDS, fields: { model: FIELD_REQUIRED } },
    });
    expect((await put(id, { price: 0 })).status).toBe(400);
    expect((await put(id, { images: [{ url: "https://evil.example/x.jpg", publicId: "x" }] })).status).toBe(
      400,
    );
    const images = Array.from({ length: 21 }, (_, index) => ({
      url: `/media/anuncios/p${index}.jpg`,
      publicId: `anuncios/p${index}`,
    }));
    expect((await put(id, { images })).body.error).toBe(TOO_MANY_IMAGES);
  });

  it("replaces the photo list, and deletes the photos dropped from it from storage after the save", async () => {
    const [a, b, c] = [await uploadPhoto(), await uploadPhoto(), await uploadPhoto()];
    const { body } = await post(newCar({ images: [a, b] }));
    const id = body.car!.id;
    expect(await mediaStatus(a.url)).toBe(200);

    const { status, body: updated } = await put(id, { images: [c, b] });
    expect(status).toBe(200);
    expect(updated.car!.images.map((image) => image.publicId)).toEqual([c.publicId, b.publicId]);
    const rows = await testDb().carPhoto.findMany({ where: { carId: id }, orderBy: { position: "asc" } });
    expect(rows.map((row) => [row.position, row.publicId])).toEqual([
      [0, c.publicId],
      [1, b.publicId],
    ]);
    expect(await mediaStatus(a.url)).toBe(404);
    expect(await mediaStatus(b.url)).toBe(200);
    expect(await mediaStatus(c.url)).toBe(200);
  });

  it("keeps every photo when the save is refused", async () => {
    const [a, b] = [await uploadPhoto(), await uploadPhoto()];
    const { body } = await post(newCar({ images: [a] }));
    expect((await put(body.car!.id, { images: [b], price: -1 })).status).toBe(400);
    expect(await mediaStatus(a.url)).toBe(200);
    expect(await mediaStatus(b.url)).toBe(200);
  });

  it("answers 404 for unknown and malformed ids", async () => {
    for (const id of ["cunknown000000000000000000", "../../etc", "x".repeat(300)]) {
      expect(await put(encodeURIComponent(id), { price: 1000 })).toEqual({
        status: 404,
        body: { error: CAR_NOT_FOUND_MESSAGE },
      });
    }
  });

  it("shows the change on the showroom's car page and in the public API at once", async () => {
    const { body } = await post(newCar({ price: 111_111, images: [await uploadPhoto()] }));
    const id = body.car!.id;
    const searchPath = `/api/cars?search=${encodeURIComponent(body.car!.model)}`;
    const publicPrices = async () => {
      const one = (await (await fetch(apiUrl(`/api/cars/${id}`))).json()) as { car: ApiCar };
      const listed = (await (await fetch(apiUrl(searchPath))).json()) as { cars: ApiCar[] };
      return { one: one.car.price, listed: listed.cars.map((car) => car.price) };
    };
    const first = await fetch(apiUrl(`/car/${id}`));
    expect(first.status).toBe(200);
    expect(await first.text()).toContain("111.111");
    // Asked twice, so the anonymous answers are kept, and must not outlive the edit.
    await publicPrices();
    expect(await publicPrices()).toEqual({ one: 111_111, listed: [111_111] });

    expect((await put(id, { price: 123_456 })).status).toBe(200);
    const after = await (await fetch(apiUrl(`/car/${id}`))).text();
    expect(after).toContain("123.456");
    expect(after).not.toContain("111.111");
    expect(await publicPrices()).toEqual({ one: 123_456, listed: [123_456] });
  });
});

describe("DELETE /api/cars/{id}", () => {
  it("deletes the car and its photos, with the summary, and keeps tickets' snapshot of it", async () => {
    const [a, b] = [await uploadPhoto(), await uploadPhoto()];
    const { body } = await post(newCar({ images: [a, b] }));
    const car = body.car!;
    const ticket = await api("/api/contact-tickets", {
      method: "POST",
      json: {
        name: "Cliente",
        email: "cliente@test.local",
        phone: "11987654321",
        message: "Tenho interesse",
        carId: car.id,
      },
    });
    expect(ticket.status).toBe(201);
    const ticketId = ((await ticket.json()) as { ticket: { id: string } }).ticket.id;

    expect(await remove(car.id)).toEqual({
      status: 200,
      body: { success: true, imagesDeletionSummary: { deleted: 2, failed: 0 } },
    });
    expect(await mediaStatus(a.url)).toBe(404);
    expect(await mediaStatus(b.url)).toBe(404);
    expect((await api(`/api/cars/${car.id}`)).status).toBe(404);
    expect(await testDb().carPhoto.count({ where: { carId: car.id } })).toBe(0);
    expect(await testDb().contactTicket.findUniqueOrThrow({ where: { id: ticketId } })).toMatchObject({
      carId: null,
      carBrand: "Honda",
      carModel: car.model,
    });
    expect((await fetch(apiUrl(`/car/${car.id}`))).status).toBe(404);
    expect(await remove(car.id)).toEqual({ status: 404, body: { error: CAR_NOT_FOUND_MESSAGE } });
  });

  it("counts photos already gone as deleted and keeps a photo another car still shows", async () => {
    const shared = await uploadPhoto();
    const first = (await post(newCar({ images: [shared] }))).body.car!;
    const second = (await post(newCar({ images: [shared] }))).body.car!;
    expect((await remove(first.id)).body).toEqual({
      success: true,
      imagesDeletionSummary: { deleted: 0, failed: 0 },
    });
    expect(await mediaStatus(shared.url)).toBe(200);
    expect((await remove(second.id)).body).toEqual({
      success: true,
      imagesDeletionSummary: { deleted: 1, failed: 0 },
    });
    expect(await mediaStatus(shared.url)).toBe(404);

    const factoryCar = await createCar({ photos: 2 });
    expect((await remove(factoryCar.id)).body).toEqual({
      success: true,
      imagesDeletionSummary: { deleted: 2, failed: 0 },
    });
  });
});

describe("the 100-car limit", () => {
  const filler: string[] = [];
  afterAll(async () => {
    await removeCars(filler);
  });

  it("lets exactly one of concurrent creates take the last place; sold cars do not count", async () => {
    const available = await testDb().car.count({ where: { status: "available" } });
    expect(available).toBeLessThan(MAX_CARS);
    for (let index = available; index < MAX_CARS - 1; index += 1)
      filler.push((await createCar({ photos: 0 })).id);
    for (let index = 0; index < 3; index += 1)
      filler.push((await createCar({ photos: 0, status: "sold" })).id);
    expect(await testDb().car.count({ where: { status: "available" } })).toBe(MAX_CARS - 1);

    const results = await Promise.all(Array.from({ length: 8 }, () => post(newCar({ images: [] }))));
    const statuses = results.map((result) => result.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const result of results.filter((candidate) => candidate.status === 409)) {
      expect(result.body).toEqual({ error: CAR_LIMIT_REACHED });
    }
    expect(await testDb().car.count({ where: { status: "available" } })).toBe(MAX_CARS);

    // A sold car cannot come back to the stock while it is full.
    const sold = filler.at(-1)!;
    expect(await put(sold, { status: "available" })).toEqual({
      status: 409,
      body: { error: CAR_LIMIT_REACHED },
    });
    expect(await put(sold, { price: 70_000 })).toMatchObject({ status: 200 });

    // Deleting one frees its place.
    const winner = results.find((result) => result.status === 201)!.body.car!.id;
    expect((await remove(winner)).status).toBe(200);
    expect((await post(newCar({ images: [] }))).status).toBe(201);
  });
});
