import { SearchX } from "lucide-static";
import Link from "next/link";

import { CarCards } from "@/components/site/car-cards";
import { MoreCars } from "@/components/site/more-cars";
import { SortSelect } from "@/components/site/sort-select";
import { StaticIcon } from "@/components/site/static-icon";
import { ListScrollRestorer } from "@/components/site/visitor-effects";
import { buttonVariants } from "@/components/ui/button";
import { canonicalFilterQuery } from "@/lib/cars/filter-key";
import { cardFactLabels } from "@/lib/cars/facts";
import { filterCars, parsePageFilters, resultCountText } from "@/lib/cars/filters";
import { listCars } from "@/lib/cars/queries";
import { parsePageSort, sortCars } from "@/lib/cars/sort";
import { parseStockPage, stockPageCount, stockPageSlice, stockPageUrl } from "@/lib/cars/stock-pages";
import { dealer } from "@/lib/seo/dealer";
import { cn } from "@/lib/utils";

/** The count, the order and the grid for the URL's filters, sort and page (lib/cars/stock-pages.ts). */
export async function CarsResults({ query }: { query: URLSearchParams }) {
  const filters = parsePageFilters(query);
  const sort = parsePageSort(query.get("sort"));
  const page = parseStockPage(query.get("page"));
  const stock = await listCars("available");
  const cars = sortCars(filterCars(stock, filters), sort);
  const pages = stockPageCount(cars.length);
  const shown = stockPageSlice(cars, page);
  // The filters and the sort without the page: what each page's link and 'Carregar mais' keep.
  const listQuery = new URLSearchParams(canonicalFilterQuery(query));
  listQuery.delete("page");
  const info = dealer();

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p role="status" className="text-sm font-medium text-muted-foreground" data-testid="result-count">
          {resultCountText(cars.length)}
        </p>
        {cars.length > 1 ? <SortSelect sort={sort} /> : null}
      </div>
      {shown.length ? (
        <>
          {/* The cards' headings sit under this one: on phones the filters' heading is folded away in the sheet. */}
          <h2 className="sr-only">Veículos</h2>
          <CarCards
            cars={shown}
            whatsappNumber={info.whatsapp}
            scrollMemory="list"
            firstIsPriority={page === 1}
            className="mt-4 sm:grid-cols-2 xl:grid-cols-3"
            testId="stock-grid"
          />
          {pages > 1 ? (
            <>
              <MoreCars
                query={listQuery.toString()}
                nextPage={page + 1}
                pages={pages}
                whatsappNumber={info.whatsapp}
                factLabels={cardFactLabels()}
              />
              <nav aria-label="Páginas do estoque" className="mt-6 flex flex-wrap justify-center gap-2">
                {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
                  <a
                    key={number}
                    href={stockPageUrl(listQuery.toString(), number)}
                    aria-current={number === page ? "page" : undefined}
                    aria-label={`Página ${number}`}
                    className={cn(
                      buttonVariants({ variant: number === page ? "default" : "outline", size: "icon" }),
                      "size-11",
                    )}
                  >
                    {number}
                  </a>
                ))}
              </nav>
            </>
          ) : null}
        </>
      ) : cars.length ? (
        <div className="mt-6 rounded-xl border border-dashed px-4 py-12 text-center" data-testid="empty-page">
          <p className="font-medium">Esta página do estoque não existe mais.</p>
          <a
            href={stockPageUrl(listQuery.toString(), 1)}
            className={cn(buttonVariants({ size: "lg" }), "mt-4")}
          >
            Ver a primeira página
          </a>
        </div>
      ) : (
        <div
          className="mt-6 flex flex-col items-center rounded-xl border border-dashed px-4 py-16 text-center"
          data-testid="empty-state"
        >
          <StaticIcon svg={SearchX} className="size-12 text-muted-foreground" />
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
