import { SearchX } from "lucide-react";
import Link from "next/link";

import { CarCard } from "@/components/site/car-card";
import { ListScrollRestorer } from "@/components/site/visitor-effects";
import { buttonVariants } from "@/components/ui/button";
import { filterCars, parsePageFilters, resultCountText } from "@/lib/cars/filters";
import { listCars } from "@/lib/cars/queries";
import { toCarSummary } from "@/lib/cars/types";
import { dealer } from "@/lib/seo/dealer";
import { cn } from "@/lib/utils";

/** The count and the grid for the URL's filters. */
export async function CarsResults({ query }: { query: URLSearchParams }) {
  const filters = parsePageFilters(query);
  const stock = await listCars("available");
  const cars = filterCars(stock, filters);
  const info = dealer();

  return (
    <>
      <p role="status" className="mt-6 text-sm font-medium text-muted-foreground" data-testid="result-count">
        {resultCountText(cars.length)}
      </p>
      {cars.length ? (
        <ul
          className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          data-testid="stock-grid"
        >
          {cars.map((car, position) => (
            <li key={car.id} className="flex">
              <CarCard
                car={toCarSummary(car)}
                whatsappNumber={info.whatsapp}
                inStockList
                priority={position === 0}
                className="w-full"
              />
            </li>
          ))}
        </ul>
      ) : (
        <div
          className="mt-6 flex flex-col items-center rounded-xl border border-dashed px-4 py-16 text-center"
          data-testid="empty-state"
        >
          <SearchX className="size-12 text-muted-foreground" />
          <h2 className="mt-4 text-xl font-semibold">Nenhum veículo encontrado</h2>
          <p className="mt-2 max-w-md text-muted-foreground">
            Tente ajustar os filtros ou limpe todos para ver o estoque completo.
          </p>
          <Link
            href="/cars"
            prefetch={false}
            scroll={false}
            className={cn(buttonVariants({ size: "lg" }), "mt-6")}
          >
            Limpar filtros
          </Link>
        </div>
      )}
      <ListScrollRestorer />
    </>
  );
}
