import "server-only";

import { cacheLife, cacheTag } from "next/cache";
import { ImageResponse } from "next/og";
import sharp from "sharp";

import { getCar } from "@/lib/cars/queries";
import { CARS_TAG } from "@/lib/cache/tags";
import { formatMileage } from "@/lib/format/mileage";
import { formatPrice } from "@/lib/format/money";
import { dealer } from "@/lib/seo/dealer";
import { ogPhotoDataUrl } from "@/lib/seo/og-photo";

// The picture a WhatsApp (or any) share of a car page shows: its main photo with brand, model and price, drawn
// with next/og and re-encoded as JPEG (next/og's PNG of a photo weighs ~330 KB; WhatsApp drops previews much over
// 300 KB). Cached until a car changes.

export const OG_SIZE = { width: 1200, height: 630 };

export async function carOgImage(id: string): Promise<Uint8Array | null> {
  "use cache";
  cacheLife("max");
  cacheTag(CARS_TAG);
  const car = await getCar(id);
  if (!car) return null;
  const photo = await ogPhotoDataUrl(car.images[0]?.url, OG_SIZE.width, OG_SIZE.height);
  const { name } = dealer();

  const png = await new ImageResponse(
    <div
      style={{
        display: "flex",
        width: "100%",
        height: "100%",
        position: "relative",
        background: "#121214",
        color: "#f4f4f5",
      }}
    >
      {photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- drawn by next/og, not by a browser
        <img
          src={photo}
          alt=""
          width={OG_SIZE.width}
          height={OG_SIZE.height}
          style={{ position: "absolute", inset: 0, objectFit: "cover" }}
        />
      ) : null}
      <div
        style={{
          position: "absolute",
          left: 0,
          right: 0,
          bottom: 0,
          display: "flex",
          flexDirection: "column",
          padding: "120px 56px 44px",
          backgroundImage: "linear-gradient(to bottom, rgba(18,18,20,0), rgba(18,18,20,0.92) 45%)",
        }}
      >
        <div style={{ display: "flex", fontSize: 30, color: "#e8a317", letterSpacing: 2 }}>
          {name.toUpperCase()}
        </div>
        <div style={{ display: "flex", fontSize: 64, lineHeight: 1.1, marginTop: 10 }}>
          {car.brand} {car.model}
        </div>
        <div style={{ display: "flex", alignItems: "center", marginTop: 18, fontSize: 34, color: "#d4d4d8" }}>
          <span>
            {car.year} · {formatMileage(car.mileage)}
          </span>
          <span
            style={{
              marginLeft: "auto",
              fontSize: 60,
              color: "#18181b",
              background: "#e8a317",
              padding: "4px 22px",
              borderRadius: 12,
            }}
          >
            {car.status === "sold" ? "Vendido" : formatPrice(car.price)}
          </span>
        </div>
      </div>
    </div>,
    OG_SIZE,
  ).arrayBuffer();
  return new Uint8Array(await sharp(Buffer.from(png)).jpeg({ quality: 82, mozjpeg: true }).toBuffer());
}
