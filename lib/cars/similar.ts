import { SIMILAR_CARS_ON_SOLD_PAGE } from "@/lib/constants/showroom";

// Suggestions on the page of a sold car: available cars of the same brand first, then the rest; each group
// ordered by how close its price is to the sold car's.

type SimilarCandidate = { id: string; brand: string; price: number; status: string };

export function similarCars<TCar extends SimilarCandidate>(
  car: SimilarCandidate,
  stock: readonly TCar[],
  limit = SIMILAR_CARS_ON_SOLD_PAGE,
): TCar[] {
  return stock
    .filter((candidate) => candidate.id !== car.id && candidate.status === "available")
    .map((candidate) => ({
      candidate,
      sameBrand: candidate.brand === car.brand ? 0 : 1,
      distance: Math.abs(candidate.price - car.price),
    }))
    .sort((a, b) => a.sameBrand - b.sameBrand || a.distance - b.distance)
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}
