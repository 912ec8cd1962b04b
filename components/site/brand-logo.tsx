"use client";

import { useState } from "react";

// A brand's logo (docs/texts.md): its own image, else the fallback image, else the name as text. A plain
// <img> (what next/image renders for an SVG, which it never optimizes) so the carousel ships no image component.

export const BRAND_FALLBACK_LOGO = "/brands/fallback.svg";

export function brandLogoPath(brand: string): string {
  const slug = brand
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `/brands/${slug}.svg`;
}

/** An image that failed before React was listening would go unnoticed: setting its src again replays the outcome. */
function replayEarlyOutcome(img: HTMLImageElement | null) {
  if (img?.complete) img.src = img.src;
}

export function BrandLogo({ brand }: { brand: string }) {
  const [stage, setStage] = useState<"logo" | "fallback" | "text">("logo");
  if (stage === "text") {
    return <span className="text-sm font-semibold text-foreground">{brand}</span>;
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- an SVG as-is, see above
    <img
      ref={replayEarlyOutcome}
      src={stage === "logo" ? brandLogoPath(brand) : BRAND_FALLBACK_LOGO}
      alt={brand}
      width={200}
      height={80}
      loading="lazy"
      decoding="async"
      className="h-auto max-h-14 w-full object-contain"
      onError={() => setStage((current) => (current === "logo" ? "fallback" : "text"))}
    />
  );
}
