import type { ReactNode } from "react";

import { FilterPanel } from "@/components/site/filter-panel";
import { filterOptions } from "@/lib/cars/filters";
import { listCars } from "@/lib/cars/queries";

/**
 * The stock list's frame: the title and the filter panel, which stays mounted while the list beside it (the page)
 * is the cached page of each filter URL. Dropdown options come from the cached stock. From lg up the filters are a
 * side column, so the first cars show on the first screen of a laptop; below it they fold into a sheet.
 */
export default async function CarsLayout({ children }: { children: ReactNode }) {
  const options = filterOptions(await listCars("available"));
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Nosso Estoque</h1>
      <p className="mt-1 text-muted-foreground">
        Seminovos revisados, com garantia e prontos para a entrega.
      </p>
      <div className="mt-5 grid gap-4 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        <div>
          <FilterPanel options={options} />
        </div>
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}
