"use client";

import { CalendarClock, Hourglass } from "lucide-react";

import { CarProfitTable } from "@/components/admin/reports/car-profit-table";
import { CommissionsSection } from "@/components/admin/reports/commissions-section";
import { ConsignmentsCard } from "@/components/admin/reports/consignments-card";
import { FeedLinks } from "@/components/admin/reports/feed-links";
import { FunnelSection } from "@/components/admin/reports/funnel-section";
import { LoadError } from "@/components/admin/reports/load-error";
import { LeadsSection } from "@/components/admin/reports/leads-section";
import { StockAgeSection } from "@/components/admin/reports/stock-age-section";
import { ProfitHeadline } from "@/components/admin/reports/profit-headline";
import { SummaryCards } from "@/components/admin/reports/summary-cards";
import { useListParams } from "@/components/admin/kit/use-list-params";
import { Skeleton } from "@/components/ui/skeleton";
import { useApiData } from "@/lib/admin/use-api-data";
import { CAR_REPORT_SORT_FIELDS } from "@/lib/reports/query";
import type { CarsReport, ReportSummary } from "@/lib/reports/types";

const days = (value: number | null) => (value === null ? "—" : `${value} ${value === 1 ? "dia" : "dias"}`);

const LOAD_FAILED = "Não foi possível carregar o relatório.";

/**
 * The reports tab: the profit after the cost of the cars sold, the summary cards, then profit per sold car (a
 * page at a time, its page and order in the URL like the admin lists) and time in stock, the leads' response
 * ('Atendimento'), the consigned cars and the commissions, the sales funnel of a period, the stock's age and the
 * ad feeds.
 */
export function ReportsTab() {
  const summary = useApiData<ReportSummary>("/api/reports/summary");
  const list = useListParams("/api/reports/cars", CAR_REPORT_SORT_FIELDS);
  const cars = useApiData<CarsReport>(list.apiUrl, { keepPrevious: true });

  return (
    <section aria-labelledby="reports-title" className="flex flex-col gap-6">
      <h2 id="reports-title" className="text-xl font-semibold">
        Relatórios Financeiros
      </h2>

      {summary.state === "loading" ? (
        <div className="flex flex-col gap-3" role="status" aria-busy="true" aria-label="Carregando resumo">
          <Skeleton className="h-44 rounded-xl" />
          <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-24 rounded-xl" />
            ))}
          </div>
        </div>
      ) : summary.state === "error" ? (
        <LoadError message={LOAD_FAILED} onRetry={summary.reload} />
      ) : (
        <>
          <ProfitHeadline
            summary={summary.data}
            soldCars={cars.state === "ready" ? cars.data.totals : null}
            soldCarsFailed={cars.state === "error"}
          />
          <SummaryCards summary={summary.data} />
        </>
      )}

      <section aria-labelledby="car-profit-title" className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <h3 id="car-profit-title" className="text-lg font-semibold">
            Lucro por Carro Vendido
          </h3>
          <p className="text-sm text-muted-foreground">
            Preço de venda − preço de compra − despesas ligadas ao carro (num consignado, o valor do
            proprietário no lugar do preço de compra). Dias em estoque: da compra (ou do início da
            consignação) até a venda.
          </p>
        </div>
        {cars.state === "loading" ? (
          <div
            className="flex flex-col gap-2"
            role="status"
            aria-busy="true"
            aria-label="Carregando lucro por carro"
          >
            <Skeleton className="h-20 rounded-xl" />
            <Skeleton className="h-48 rounded-xl" />
          </div>
        ) : cars.state === "error" ? (
          <LoadError message={LOAD_FAILED} onRetry={cars.reload} />
        ) : (
          <>
            {/* A dl's groups hold only dt and dd: the icon stands inside the dt. */}
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <div className="rounded-xl border bg-card p-4 shadow-sm" data-testid="stock-average">
                <dt className="flex items-center gap-2 text-sm text-muted-foreground">
                  <Hourglass className="size-5 shrink-0" aria-hidden="true" />
                  Tempo médio em estoque (carros disponíveis)
                </dt>
                <dd className="mt-1 text-lg font-semibold">
                  {days(cars.data.stock.averageDaysInStock)}{" "}
                  <span className="text-sm font-normal text-muted-foreground">
                    · {cars.data.stock.count} {cars.data.stock.count === 1 ? "carro" : "carros"} em estoque
                  </span>
                </dd>
              </div>
              <div className="rounded-xl border bg-card p-4 shadow-sm" data-testid="sold-average">
                <dt className="flex items-center gap-2 text-sm text-muted-foreground">
                  <CalendarClock className="size-5 shrink-0" aria-hidden="true" />
                  Tempo médio até a venda (carros vendidos)
                </dt>
                <dd className="mt-1 text-lg font-semibold">{days(cars.data.totals.averageDaysInStock)}</dd>
              </div>
            </dl>
            <CarProfitTable
              report={cars.data}
              sort={list.sort}
              onSortChange={list.setSort}
              page={list.page}
              onPageChange={list.setPage}
              busy={cars.stale}
            />
          </>
        )}
      </section>

      <LeadsSection />
      <ConsignmentsCard />
      <CommissionsSection />
      <FunnelSection />
      <StockAgeSection />
      <FeedLinks />
    </section>
  );
}
