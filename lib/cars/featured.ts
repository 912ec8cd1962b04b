import { ARMORED_FEATURE } from "@/lib/constants/cars";
import { FEATURED_ON_HOME } from "@/lib/constants/showroom";

// Featured offers on the home page (docs/showroom.md): featured non-armoured cars first, then featured
// armoured, then non-featured armoured, then the others; the input order is kept inside each group.

type FeaturedCandidate = { isFeatured: boolean; features: readonly string[] };

export function isArmored(car: { features: readonly string[] }): boolean {
  return car.features.includes(ARMORED_FEATURE);
}

function rank(car: FeaturedCandidate): number {
  const armored = isArmored(car);
  if (car.isFeatured && !armored) return 0;
  if (car.isFeatured) return 1;
  if (armored) return 2;
  return 3;
}

/** Stable ordering by group; `limit` cars at most. */
export function featuredOrder<TCar extends FeaturedCandidate>(
  cars: readonly TCar[],
  limit = FEATURED_ON_HOME,
): TCar[] {
  return cars
    .map((car, index) => ({ car, index, rank: rank(car) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, limit)
    .map(({ car }) => car);
}
