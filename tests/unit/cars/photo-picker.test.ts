import { describe, expect, it } from "vitest";

import {
  addFiles,
  existingItems,
  imagesToSave,
  makeMain,
  moveItem,
  newItem,
  type PickerItem,
} from "@/lib/cars/photo-picker";

const file = (name: string, type = "image/jpeg") => new File([new Uint8Array(4)], name, { type });
let counter = 0;
const toItem = (picked: File) => newItem(picked, `n${(counter += 1)}`, (f) => `blob:${f.name}`);
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
    const result = addFiles([], [file("a.jpg"), file("IMG_1.HEIC", "")], toItem);
    expect(result.items.map((item) => [item.kind, item.name, item.isHeic, item.previewUrl])).toEqual([
      ["new", "a.jpg", false, "blob:a.jpg"],
      ["new", "IMG_1.HEIC", true, null],
    ]);
    expect(result.invalid).toEqual([]);
  });

  it("refuses non-images and, past 20 photos, the rest", () => {
    const nineteen = existingItems(Array.from({ length: 19 }, (_, index) => stored(`p${index}`)));
    const pdf = file("nota.pdf", "application/pdf");
    const result = addFiles(
      nineteen,
      [pdf, file("20.jpg"), file("21.jpg"), file("22.png", "image/png")],
      toItem,
    );
    expect(result.items).toHaveLength(20);
    expect(result.added.map((item) => item.name)).toEqual(["20.jpg"]);
    expect(result.invalid).toEqual([pdf]);
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
      ...addFiles([], [file("nova.jpg")], toItem).items.map((item) => ({ ...item, image: stored("nova") })),
      ...existingItems([stored("a")]),
      ...addFiles([], [file("falhou.jpg")], toItem).items,
    ];
    expect(imagesToSave(items)).toEqual([stored("nova"), stored("a")]);
  });
});
