import { isArmored } from "@/lib/cars/featured";

// Badges of a car card (docs/showroom.md): BLINDADO (red) when armoured, which takes precedence over
// 'Destaque' for a featured car; 'TURBO' in addition when the engine is turbo.

export type CarBadge = { label: "BLINDADO" | "Destaque" | "TURBO"; tone: "armored" | "featured" | "turbo" };

export function carBadges(car: {
  isFeatured: boolean;
  isTurbo: boolean;
  features: readonly string[];
}): CarBadge[] {
  const badges: CarBadge[] = [];
  if (isArmored(car)) badges.push({ label: "BLINDADO", tone: "armored" });
  else if (car.isFeatured) badges.push({ label: "Destaque", tone: "featured" });
  if (car.isTurbo) badges.push({ label: "TURBO", tone: "turbo" });
  return badges;
}
