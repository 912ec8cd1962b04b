import { Suspense } from "react";

import { CachedCarsResults } from "@/app/(site)/cars/[filters]/cached-results";
import { stockListMetadata } from "@/app/(site)/cars/metadata";
import { DealerJsonLd } from "@/components/site/dealer-json-ld";
import { canonicalFilterQuery } from "@/lib/cars/filter-key";
import { queryRecord } from "@/lib/cars/filters";

// Filtered or sorted lists, later pages included, all have the canonical URL of /cars: only the whole stock's
// pages are pages of their own, and those are stored ones (/cars/[filters]).
export const generateMetadata = () => stockListMetadata();

/**
 * The stock list of a filter combination that gets no stored page (lib/cars/stock-list-route.ts): searches,
 * models, price and mileage bounds, several filters. middleware.ts rewrites /cars?… here; rendered per request
 * from the cached car data, so no query adds a page to the on-disk cache.
 */
export default function CarsSearchPage({ searchParams }: PageProps<"/cars/busca">) {
  return (
    <>
      <Suspense fallback={<p className="text-sm text-muted-foreground">Carregando veículos…</p>}>
        <SearchResults searchParams={searchParams} />
      </Suspense>
      <DealerJsonLd />
    </>
  );
}

async function SearchResults({ searchParams }: { searchParams: PageProps<"/cars/busca">["searchParams"] }) {
  const query = canonicalFilterQuery(new URLSearchParams(queryRecord(await searchParams)));
  return <CachedCarsResults query={query} />;
}
