import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { CarPhoto } from "@/components/site/car-photo";
import config from "@/next.config";
import {
  VARIANT_FORMATS,
  VARIANT_WIDTHS,
  parseVariantPath,
  variantPath,
  variantUrl,
} from "@/lib/storage/photo-variants";

// Which resized copies of a stored photo exist and what their URLs are: a URL names a copy only for the listed
// widths and formats, and the photo component points every srcset at them (never at the image optimizer).

const PHOTO = "/media/anuncios/m3k9x2-AbC_d";

describe("photo variant URLs", () => {
  it("name only the listed widths and formats of a safe public id", () => {
    expect(parseVariantPath(["anuncios", "m3k9x2-AbC_d.variants", "640.avif"])).toEqual({
      publicId: "anuncios/m3k9x2-AbC_d",
      width: 640,
      format: "avif",
    });
    for (const segments of [
      ["anuncios", "x.variants", "500.avif"],
      ["anuncios", "x.variants", "4000.webp"],
      ["anuncios", "x.variants", "640.png"],
      ["anuncios", "x.variants", "640.AVIF"],
      ["anuncios", "x.variants", "0640.jpg"],
      ["anuncios", "x.variants", "640.avif.partial"],
      ["anuncios", "x", "640.avif"],
      ["anuncios", "..variants", "640.avif"],
      ["..", "x.variants", "640.avif"],
    ]) {
      expect(parseVariantPath(segments), segments.join("/")).toBeNull();
    }
  });

  it("round-trip through their path, and a layout width maps to the next made width", () => {
    for (const width of VARIANT_WIDTHS)
      for (const format of VARIANT_FORMATS) {
        const ref = { publicId: "anuncios/abc", width, format };
        expect(parseVariantPath(variantPath(ref).split("/"))).toEqual(ref);
      }
    expect(variantUrl(`${PHOTO}.jpg`, 400, "webp")).toBe(`${PHOTO}.variants/640.webp`);
    expect(variantUrl(`${PHOTO}.webp`, 3840, "avif")).toBe(`${PHOTO}.variants/1920.avif`);
    expect(variantUrl("https://example.com/a.jpg", 640, "jpg")).toBeNull();
  });

  it("are the widths next/image is configured with, and next/image optimises no stored photo", () => {
    const images = config("phase-production-server").images!;
    expect([...images.imageSizes!, ...images.deviceSizes!]).toEqual(VARIANT_WIDTHS);
    expect(images.localPatterns).toEqual([{ pathname: "/brands/**", search: "" }]);
  });
});

describe("CarPhoto of a stored photo", () => {
  const urls = (markup: string) =>
    [...markup.matchAll(/(?:srcSet|srcset|src)="([^"]*)"/g)].flatMap((match) =>
      match[1]!.split(",").map((entry) => entry.trim().split(" ")[0]!),
    );

  it("offers AVIF, WebP and JPEG copies from /media at the made widths only", () => {
    for (const sizes of [
      { width: 400 },
      "(min-width: 1280px) 760px, (min-width: 1024px) 60vw, 100vw",
    ] as const) {
      const markup = renderToStaticMarkup(
        <CarPhoto photo={{ url: `${PHOTO}.jpg`, width: 1600, height: 1200 }} alt="Carro" sizes={sizes} />,
      );
      expect(markup).toContain('<source type="image/avif"');
      expect(markup).toContain('<source type="image/webp"');
      const found = urls(markup);
      expect(found.length).toBeGreaterThan(3);
      for (const url of found) {
        const parsed = parseVariantPath(url.replace(/^\/media\//, "").split("/"));
        expect(parsed, url).not.toBeNull();
        expect(parsed!.publicId).toBe("anuncios/m3k9x2-AbC_d");
      }
      expect(markup).not.toContain("/_next/image");
    }
  });
});
