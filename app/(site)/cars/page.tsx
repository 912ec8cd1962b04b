import type { Metadata } from "next";
import { Suspense } from "react";

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

/**
 * The stock list. The frame is static; the filters come from the URL, so the list itself renders per request
 * (from the cached stock, filtered by the same pure function as GET /api/cars) behind the loading text.
 */
export default function CarsPage({ searchParams }: PageProps<"/cars">) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Nosso Estoque</h1>
      <p className="mt-2 text-muted-foreground">Seminovos revisados, com garantia e prontos para a entrega.</p>
      <Suspense
        fallback={
          <p role="status" className="mt-6 min-h-[150dvh] text-muted-foreground">
            Carregando carros...
          </p>
        }
      >
        <CarsResults searchParams={searchParams} />
      </Suspense>
      <DealerJsonLd />
    </div>
  );
}
