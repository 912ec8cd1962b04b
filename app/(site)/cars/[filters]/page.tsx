import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { CarsResults } from "@/app/(site)/cars/[filters]/cars-results";
import { DealerJsonLd } from "@/components/site/dealer-json-ld";
import { ALL_CARS_KEY, filtersOfKey } from "@/lib/cars/filter-key";
import { dealer } from "@/lib/seo/dealer";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Metadata {
  const { name } = dealer();
  return pageMetadata({
    title: "Carros seminovos em estoque",
    description: `Veja o estoque completo da ${name}: filtre por marca, modelo, ano, preço, quilometragem, câmbio, combustível e motor.`,
    path: "/cars",
    siteName: name,
  });
}

/** The whole stock is prerendered at build time; each filter combination is rendered once, then cached. */
export function generateStaticParams() {
  return [{ filters: ALL_CARS_KEY }];
}

/**
 * The stock list for one filter combination. Visitors reach it as /cars?…: middleware.ts rewrites that URL to
 * /cars/<key> (lib/cars/filter-key.ts), so every combination is a static page of the full-route cache, fresh
 * after any car change (CARS_TAG), filtered by the same pure function as GET /api/cars.
 */
export default async function CarsPage({ params }: PageProps<"/cars/[filters]">) {
  const query = filtersOfKey((await params).filters);
  if (!query) notFound();
  return (
    <>
      <CarsResults query={query} />
      <DealerJsonLd />
    </>
  );
}
