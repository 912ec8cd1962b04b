import type { ReactNode } from "react";

import { FilterPanel } from "@/components/site/filter-panel";
import { filterOptions } from "@/lib/cars/filters";
import { listCars } from "@/lib/cars/queries";

/**
 * The stock list's frame: the title and the filter panel, which stays mounted while the list below (the page)
 * is the cached page of each filter URL. Dropdown options come from the cached stock.
 */
export default async function CarsLayout({ children }: { children: ReactNode }) {
  const options = filterOptions(await listCars("available"));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Nosso Estoque</h1>
      <p className="mt-2 text-muted-foreground">
        Seminovos revisados, com garantia e prontos para a entrega.
      </p>
      <div className="mt-6">
        <FilterPanel options={options} />
      </div>
      {children}
    </div>
  );
}
