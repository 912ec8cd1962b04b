import "server-only";

import { cacheLife, cacheTag } from "next/cache";

import { CARS_TAG } from "@/lib/cache/tags";
import { prisma } from "@/lib/db/client";

export type StockCard = {
  id: string;
  brand: string;
  model: string;
  year: string;
  price: number;
  mileage: number;
  photoUrl: string | null;
};

/** Available cars, newest first, for the home page list. Cached until a car changes. */
export async function listAvailableCars(): Promise<StockCard[]> {
  "use cache";
  cacheLife("max");
  cacheTag(CARS_TAG);
  const cars = await prisma.car.findMany({
    where: { status: "available" },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      brand: true,
      model: true,
      year: true,
      price: true,
      mileage: true,
      photos: { select: { url: true }, orderBy: { position: "asc" }, take: 1 },
    },
  });
  return cars.map((car) => ({
    id: car.id,
    brand: car.brand,
    model: car.model,
    year: car.year,
    price: car.price.toNumber(),
    mileage: car.mileage,
    photoUrl: car.photos[0]?.url ?? null,
  }));
}
