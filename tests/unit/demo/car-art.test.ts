import { describe, expect, it } from "vitest";

import { carPhotoSvgs, colorToHex, renderCarPhotos } from "@/prisma/demo/car-art";
import { detectPrivateFileType } from "@/lib/files/detect";

describe("car art", () => {
  const spec = {
    brand: "Toyota",
    model: "Corolla",
    color: "Prata",
    bodyStyle: "sedan" as const,
    count: 8,
    seed: 7,
  };

  it("maps pt-BR colour names to paint colours", () => {
    expect(colorToHex("Preto")).not.toBe(colorToHex("Branco"));
    expect(colorToHex("Cinza Grafite")).not.toBe(colorToHex("Cinza"));
    expect(colorToHex("VERMELHO")).toBe(colorToHex("Vermelho"));
  });

  it("is deterministic for a seed and differs between photos and seeds", () => {
    const svgs = carPhotoSvgs(spec);
    expect(svgs).toHaveLength(8);
    expect(carPhotoSvgs(spec)).toEqual(svgs);
    expect(new Set(svgs).size).toBe(8);
    expect(carPhotoSvgs({ ...spec, seed: 8 })[0]).not.toBe(svgs[0]);
  });

  it("renders 1600×1200 JPEGs", async () => {
    const photos = await renderCarPhotos({ ...spec, bodyStyle: "pickup", count: 2 });
    expect(photos).toHaveLength(2);
    for (const photo of photos) {
      expect(photo).toMatchObject({ width: 1600, height: 1200 });
      expect(detectPrivateFileType(photo.bytes)).toBe("jpeg");
      expect(photo.bytes.length).toBeGreaterThan(20 * 1024);
      expect(photo.bytes.length).toBeLessThan(200 * 1024);
    }
  });
});
