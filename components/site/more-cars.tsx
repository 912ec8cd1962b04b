"use client";

import { useEffect, useRef, useState } from "react";

import { CarCard } from "@/components/site/car-card";
import { buttonVariants } from "@/components/ui/button";
import { apiRequest } from "@/lib/api-client";
import type { ApiCar } from "@/lib/cars/dto";
import { stockPageSlice, stockPageUrl } from "@/lib/cars/stock-pages";
import type { CarSummary } from "@/lib/cars/types";
import { cn } from "@/lib/utils";

// The stock list's 'Carregar mais' (docs/showroom.md "Stock list and filters"): a link to the next page of the
// list, which a visitor without JavaScript (and a crawler) follows; with JavaScript the next page's cars are
// appended in place, read from GET /api/cars with the list's filters and sort, and drawn by the same card the
// page's grid draws (components/site/car-card-grid.tsx, which already loaded its code). The summaries' code, with
// the facts' icons, is loaded on the first click only.

type Props = {
  /** The list's filters and sort (canonical query, without the page). */
  query: string;
  /** The page after the one the server drew. */
  nextPage: number;
  pages: number;
  whatsappNumber: string;
  /** The card facts' labels by field (the page's grid got them too). */
  factLabels: Record<string, string>;
};

type Loaded = { page: number; cars: CarSummary[] };

export function MoreCars({ query, nextPage, pages, whatsappNumber, factLabels }: Props) {
  const [loaded, setLoaded] = useState<Loaded[]>([]);
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  const firstNew = useRef<HTMLLIElement>(null);
  const page = nextPage + loaded.length;

  // The first card of the page just added takes the focus, so a keyboard or screen reader goes on from there.
  const added = loaded.length;
  useEffect(() => {
    if (added) firstNew.current?.querySelector("a")?.focus();
  }, [added]);

  if (nextPage > pages) return null;

  const loadMore = async () => {
    setState("loading");
    try {
      const [{ toCarSummary }, { cars }] = await Promise.all([
        import("@/lib/cars/types"),
        apiRequest<{ cars: ApiCar[] }>(`/api/cars${query ? `?${query}` : ""}`),
      ]);
      const summaries = stockPageSlice(cars, page).map(toCarSummary);
      setLoaded((pagesSoFar) => [...pagesSoFar, { page, cars: summaries }]);
      setState("idle");
    } catch {
      setState("failed");
    }
  };

  return (
    <>
      {loaded.map(({ page: number, cars }, index) => (
        <ul
          key={number}
          className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3"
          data-testid="stock-grid-more"
          data-scroll-memory="list"
          aria-label={`Página ${number}`}
        >
          {cars.map((car, position) => (
            <li
              key={car.id}
              className="flex"
              ref={index === loaded.length - 1 && position === 0 ? firstNew : undefined}
            >
              <CarCard car={car} factLabels={factLabels} whatsappNumber={whatsappNumber} className="w-full" />
            </li>
          ))}
        </ul>
      ))}
      {page <= pages ? (
        <div className="mt-8 flex flex-col items-center gap-2">
          <a
            href={stockPageUrl(query, page)}
            rel="next"
            aria-busy={state === "loading"}
            onClick={(event) => {
              event.preventDefault();
              if (state !== "loading") void loadMore();
            }}
            className={cn(buttonVariants({ variant: "outline", size: "lg" }), "min-w-48")}
            data-testid="load-more"
          >
            {state === "loading" ? "Carregando..." : "Carregar mais"}
          </a>
          {state === "failed" ? (
            <p role="alert" className="text-sm text-destructive">
              Não foi possível carregar mais veículos. Tente novamente.
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
