import { notFound } from "next/navigation";

import { CarsResults } from "@/app/(site)/cars/[filters]/cars-results";
import { stockListMetadata } from "@/app/(site)/cars/metadata";
import { DealerJsonLd } from "@/components/site/dealer-json-ld";
import { ALL_CARS_KEY, filtersOfKey } from "@/lib/cars/filter-key";
import { isStoredCombination } from "@/lib/cars/stock-list-route";

export async function generateMetadata({ params }: PageProps<"/cars/[filters]">) {
  return stockListMetadata(filtersOfKey((await params).filters) ?? undefined);
}

/**
 * The whole stock is prerendered at build time; each other stored combination (lib/cars/stock-list-route.ts) is
 * rendered once, then cached.
 */
export function generateStaticParams() {
  return [{ filters: ALL_CARS_KEY }];
}

/**
 * The stock list for one of the stored filter combinations. Visitors reach it as /cars?…: middleware.ts rewrites
 * that URL to /cars/<key> (lib/cars/filter-key.ts), so each such combination is a static page of the full-route
 * cache, fresh after any car change (CARS_TAG), filtered by the same pure function as GET /api/cars. Every other
 * key is the one stored "not found" page middleware sends them all to.
 */
export default async function CarsPage({ params }: PageProps<"/cars/[filters]">) {
  const query = filtersOfKey((await params).filters);
  if (!query || !isStoredCombination(query)) notFound();
  return (
    <>
      <CarsResults query={query} />
      <DealerJsonLd />
    </>
  );
}
