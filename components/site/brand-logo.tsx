"use client";

import Image from "next/image";
import { useState } from "react";

// A brand's logo (spec/showroom.md §8): its own image, else the fallback image, else the name as text.

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

export function BrandLogo({ brand }: { brand: string }) {
  const [stage, setStage] = useState<"logo" | "fallback" | "text">("logo");
  if (stage === "text") {
    return <span className="text-sm font-semibold text-foreground">{brand}</span>;
  }
  return (
    <Image
      src={stage === "logo" ? brandLogoPath(brand) : BRAND_FALLBACK_LOGO}
      alt={brand}
      width={200}
      height={80}
      className="h-auto max-h-14 w-full object-contain"
      onError={() => setStage((current) => (current === "logo" ? "fallback" : "text"))}
    />
  );
}
