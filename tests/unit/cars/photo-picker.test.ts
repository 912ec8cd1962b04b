import { describe, expect, it } from "vitest";

import { readFileSync } from "node:fs";
import path from "node:path";

import {
  SNIFF_BYTES,
  addFiles,
  existingItems,
  imagesToSave,
  makeMain,
  moveItem,
  newItem,
  sniffPickedFiles,
  type PickedFile,
  type PickerItem,
} from "@/lib/cars/photo-picker";
import { PDF_FILE, jpegWithGps, splitImage } from "@/tests/helpers/images";

const JPEG_START = [0xff, 0xd8, 0xff, 0xe0];
const HEIC = readFileSync(path.resolve("tests/fixtures/photo-gps.heic"));

const file = (name: string, type = "image/jpeg", bytes: Uint8Array = new Uint8Array(JPEG_START)) =>
  new File([new Uint8Array(bytes)], name, { type });
/** A file the picker judged: JPEG unless told otherwise. */
const picked = (name: string, type = "image/jpeg", format: PickedFile["format"] = "jpeg"): PickedFile => ({
  file: file(name, type),
  format,
});
let counter = 0;
const toItem = (photo: PickedFile) => newItem(photo, `n${(counter += 1)}`, (f) => `blob:${f.name}`);
const stored = (id: string) => ({
  url: `/media/anuncios/${id}.jpg`,
  publicId: `anuncios/${id}`,
  width: 800,
  height: 600,
});

describe("the photo picker's list", () => {
  it("lists a car's photos as existing items, in order", () => {
    const items = existingItems([stored("a"), stored("b")]);
    expect(items.map((item) => [item.kind, item.name, item.previewUrl])).toEqual([
      ["existing", "a", "/media/anuncios/a.jpg"],
      ["existing", "b", "/media/anuncios/b.jpg"],
    ]);
  });

  it("adds photos as new items; HEIC gets a placeholder instead of a preview", () => {
    const result = addFiles([], [picked("a.jpg"), picked("IMG_1.HEIC", "", "heic")], toItem);
    expect(result.items.map((item) => [item.kind, item.name, item.isHeic, item.previewUrl])).toEqual([
      ["new", "a.jpg", false, "blob:a.jpg"],
      ["new", "IMG_1.HEIC", true, null],
    ]);
    expect(result.invalid).toEqual([]);
  });

  it("refuses non-images and, past 20 photos, the rest", () => {
    const nineteen = existingItems(Array.from({ length: 19 }, (_, index) => stored(`p${index}`)));
    const pdf = picked("nota.pdf", "application/pdf", null);
    const result = addFiles(
      nineteen,
      [pdf, picked("20.jpg"), picked("21.jpg"), picked("22.png", "image/png", "png")],
      toItem,
    );
    expect(result.items).toHaveLength(20);
    expect(result.added.map((item) => item.name)).toEqual(["20.jpg"]);
    expect(result.invalid).toEqual([pdf.file]);
    expect(result.overLimit.map((f) => f.name)).toEqual(["21.jpg", "22.png"]);
  });

  it("moves photos left and right and makes any one the main photo", () => {
    const list = ["a", "b", "c", "d"];
    expect(moveItem(list, 1, -1)).toEqual(["b", "a", "c", "d"]);
    expect(moveItem(list, 1, 1)).toEqual(["a", "c", "b", "d"]);
    expect(moveItem(list, 0, -1)).toEqual(list);
    expect(moveItem(list, 3, 1)).toEqual(list);
    expect(makeMain(list, 2)).toEqual(["c", "a", "b", "d"]);
    expect(makeMain(list, 0)).toEqual(list);
  });

  it("saves stored photos in the picker's order, leaving out new ones that were not uploaded", () => {
    const items: PickerItem[] = [
      ...addFiles([], [picked("nova.jpg")], toItem).items.map((item) => ({ ...item, image: stored("nova") })),
      ...existingItems([stored("a")]),
      ...addFiles([], [picked("falhou.jpg")], toItem).items,
    ];
    expect(imagesToSave(items)).toEqual([stored("nova"), stored("a")]);
  });
});

describe("judging picked files by their bytes", () => {
  it("refuses a text file named .jpg and declared image/jpeg, and other non-photos", async () => {
    const text = file("foto.jpg", "image/jpeg", new TextEncoder().encode("isto não é uma foto\n"));
    const pdf = file("foto.png", "image/png", PDF_FILE);
    const empty = file("vazia.jpg", "image/jpeg", new Uint8Array());
    const sniffed = await sniffPickedFiles([text, pdf, empty]);
    expect(sniffed.map((entry) => entry.format)).toEqual([null, null, null]);
    const result = addFiles([], sniffed, toItem);
    expect(result.invalid).toEqual([text, pdf, empty]);
    expect(result.items).toEqual([]);
  });

  it("accepts photos whatever their name or declared type, HEIC included", async () => {
    const jpeg = file("sem-extensao", "", await jpegWithGps(64, 48));
    const png = file("captura.txt", "text/plain", await splitImage(40, 30).png().toBuffer());
    const webp = file("foto.jpg", "image/jpeg", await splitImage(40, 30).webp().toBuffer());
    const heic = file("IMG_0001", "application/octet-stream", HEIC);
    const sniffed = await sniffPickedFiles([jpeg, png, webp, heic]);
    expect(sniffed.map((entry) => entry.format)).toEqual(["jpeg", "png", "webp", "heic"]);
    const result = addFiles([], sniffed, toItem);
    expect(result.invalid).toEqual([]);
    expect(result.items.map((item) => [item.name, item.isHeic])).toEqual([
      ["sem-extensao", false],
      ["captura.txt", false],
      ["foto.jpg", false],
      ["IMG_0001", true],
    ]);
  });

  it("reads only the start of a file", async () => {
    const big = new File([new Uint8Array(JPEG_START), new Uint8Array(8 * 1024 * 1024)], "grande.jpg");
    let read = 0;
    const slice = big.slice.bind(big);
    big.slice = (start?: number, end?: number) => {
      const part = slice(start, end);
      read += part.size;
      return part;
    };
    expect((await sniffPickedFiles([big]))[0]!.format).toBe("jpeg");
    expect(read).toBeLessThanOrEqual(SNIFF_BYTES);
  });
});
