import { ImageResponse } from "next/og";

import { getCar } from "@/lib/cars/queries";
import { formatMileage } from "@/lib/format/mileage";
import { formatPrice } from "@/lib/format/money";
import { dealer } from "@/lib/seo/dealer";
import { ogPhotoDataUrl } from "@/lib/seo/og-photo";

// The picture a WhatsApp (or any) share of a car page shows: its main photo with brand, model and price.

export const alt = "Foto do veículo com marca, modelo e preço";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default async function CarOpenGraphImage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const car = await getCar(id);
  if (!car) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const photo = await ogPhotoDataUrl(car.images[0]?.url, size.width, size.height);
  const { name } = dealer();

  return new ImageResponse(
    (
      <div style={{ display: "flex", width: "100%", height: "100%", position: "relative", background: "#121214", color: "#f4f4f5" }}>
        {photo ? (
          <img src={photo} alt="" width={size.width} height={size.height} style={{ position: "absolute", inset: 0, objectFit: "cover" }} />
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
          <div style={{ display: "flex", fontSize: 30, color: "#e8a317", letterSpacing: 2 }}>{name.toUpperCase()}</div>
          <div style={{ display: "flex", fontSize: 64, lineHeight: 1.1, marginTop: 10 }}>
            {car.brand} {car.model}
          </div>
          <div style={{ display: "flex", alignItems: "center", marginTop: 18, fontSize: 34, color: "#d4d4d8" }}>
            <span>
              {car.year} · {formatMileage(car.mileage)}
            </span>
            <span style={{ marginLeft: "auto", fontSize: 60, color: "#18181b", background: "#e8a317", padding: "4px 22px", borderRadius: 12 }}>
              {car.status === "sold" ? "Vendido" : formatPrice(car.price)}
            </span>
          </div>
        </div>
      </div>
    ),
    size,
  );
}
