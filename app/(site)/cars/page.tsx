import type { Metadata } from "next";

import { CarsResults } from "@/app/(site)/cars/cars-results";
import { DealerJsonLd } from "@/components/site/dealer-json-ld";
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

/** Filters live in the URL, so the page renders per request (from the cached stock) and blocks until complete. */
export const instant = false;

/**
 * The stock list (below the layout's title and filter panel), filtered by the same pure function as GET
 * /api/cars. It is rendered whole before it is sent (no streamed fallback): the first photo can then be painted
 * as soon as it arrives.
 */
export default async function CarsPage({ searchParams }: PageProps<"/cars">) {
  const query = await searchParams;
  return (
    <>
      <CarsResults query={query} />
      <DealerJsonLd />
    </>
  );
}
