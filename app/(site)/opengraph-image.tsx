import { ImageResponse } from "next/og";

import { dealer } from "@/lib/seo/dealer";

// The shared picture of the showroom's pages (car pages have their own, with the car's photo).

export const alt = "Seminovos premium com garantia";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default function SiteOpenGraphImage() {
  const { name, phone } = dealer();
  return new ImageResponse(
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        width: "100%",
        height: "100%",
        padding: "0 80px",
        background: "#121214",
        backgroundImage: "radial-gradient(circle at 85% 15%, rgba(232,163,23,0.35), rgba(18,18,20,0) 55%)",
        color: "#f4f4f5",
      }}
    >
      <div style={{ display: "flex", fontSize: 34, color: "#e8a317", letterSpacing: 4 }}>
        SEMINOVOS PREMIUM
      </div>
      <div style={{ display: "flex", fontSize: 84, lineHeight: 1.05, marginTop: 16 }}>{name}</div>
      <div style={{ display: "flex", fontSize: 36, marginTop: 28, color: "#d4d4d8" }}>
        Garantia de até 2 anos · Financiamento facilitado · {phone}
      </div>
    </div>,
    size,
  );
}
