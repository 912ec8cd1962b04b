"use client";

import { CarFront, Plus, RefreshCw } from "lucide-react";
import { useMemo, useState, useSyncExternalStore } from "react";
import { toast } from "@/lib/toast";

import { CAR_LIST_SORT_FIELDS, carColumns } from "@/components/admin/cars/car-columns";
import { CarFormDialog } from "@/components/admin/cars/car-form-dialog";
import { carRowActions } from "@/components/admin/cars/car-actions";
import { CancelReservationDialog } from "@/components/admin/cars/cancel-reservation-dialog";
import { CarStatusFilter } from "@/components/admin/cars/car-status-filter";
import { DeleteCarDialog } from "@/components/admin/cars/delete-car-dialog";
import { ReservationDialog } from "@/components/admin/cars/reservation-dialog";
import { StockBadge } from "@/components/admin/cars/stock-badge";
import { ListSkeleton } from "@/components/admin/kit/list-skeleton";
import { useSessionUser } from "@/components/admin/kit/use-session-name";
import { SearchField } from "@/components/admin/kit/search-field";
import { useListFilter, useListParams } from "@/components/admin/kit/use-list-params";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { Skeleton } from "@/components/ui/skeleton";
import { useApiData } from "@/lib/admin/use-api-data";
import {
  CAR_LIST_STATUSES,
  carsCountLabel,
  matchesCarSearch,
  type CarListStatus,
} from "@/lib/cars/admin-list";
import { staffCarsUrl } from "@/lib/cars/client-api";
import type { ApiCar } from "@/lib/cars/dto";
import { CAR_TOASTS } from "@/lib/cars/messages";
import { MAX_CARS } from "@/lib/constants/cars";
import { saoPauloDate } from "@/lib/format/dates";

type Editing = { car?: ApiCar } | null;
type Stock = { cars: ApiCar[] };

/** Rows per page: a whole small stock on one page, years of sold cars a page at a time. */
const PAGE_SIZE = 50;

const noSubscription = () => () => undefined;
const todayInBrowser = () => saoPauloDate(new Date());

/**
 * The cars tab (docs/admin-panel.md "Cars"): the stock as a dense list for staff — the cars for sale by default,
 * the sold ones or all on request — with the photo as a thumbnail, plate and days in stock, sorted by its headers
 * and searched over its main fields, the 'n/100 veículos' counter of the cars for sale, 'Adicionar Carro', and
 * each car's menu (see it on the site, edit, delete). The cars for sale are always read (the counter and the
 * 100-car limit need them); the sold ones only once asked for. Status, search, order and page live in the URL.
 */
export function CarsTab() {
  const [status, setStatus] = useListFilter<CarListStatus>("status", CAR_LIST_STATUSES, "available");
  const list = useListParams("/api/cars", CAR_LIST_SORT_FIELDS);
  const available = useApiData<Stock>(staffCarsUrl("available"));
  const sold = useApiData<Stock>(staffCarsUrl("sold"), { enabled: status !== "available" });
  const today = useSyncExternalStore(noSubscription, todayInBrowser, todayInBrowser);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ApiCar | null>(null);
  const [reserving, setReserving] = useState<ApiCar | null>(null);
  const [unreserving, setUnreserving] = useState<ApiCar | null>(null);
  const user = useSessionUser();

  const sources = status === "available" ? [available] : status === "sold" ? [sold] : [available, sold];
  const loading = sources.some((source) => source.state === "loading");
  const failed = sources.find((source) => source.state === "error");
  const availableCars = available.data?.cars;
  const soldCars = sold.data?.cars;
  // A list that cannot be loaded is shown empty (docs/admin-panel.md).
  const rows = useMemo(() => {
    if (loading) return [];
    if (status === "available") return availableCars ?? [];
    if (status === "sold") return soldCars ?? [];
    return [...(availableCars ?? []), ...(soldCars ?? [])];
  }, [loading, status, availableCars, soldCars]);
  const listed = useMemo(() => rows.filter((car) => matchesCarSearch(car, list.search)), [rows, list.search]);
  const forSale = available.data?.cars.length ?? 0;
  const searching = list.search.trim() !== "";

  function openCreate() {
    if (forSale >= MAX_CARS) {
      const { title, description } = CAR_TOASTS.limitReached(forSale);
      toast.error(title, { description });
      return;
    }
    setEditing({});
  }

  function saved(car: ApiCar) {
    // The saved car is put in place from the answer (a new one heads the cars for sale); a list that had failed
    // to load is read again instead.
    for (const source of [available, sold]) {
      if (source.state === "error") void source.reload();
    }
    const put = (target: typeof available, isNew: boolean) =>
      target.setData(({ cars }) => ({
        cars: cars.some((candidate) => candidate.id === car.id)
          ? cars.map((candidate) => (candidate.id === car.id ? car : candidate))
          : isNew
            ? [car, ...cars]
            : cars,
      }));
    put(available, editing?.car === undefined);
    put(sold, false);
    setEditing(null);
  }

  function deleted(id: string) {
    for (const source of [available, sold])
      source.setData(({ cars }) => ({ cars: cars.filter((car) => car.id !== id) }));
  }

  // Each car's menu (components/admin/cars/car-actions.ts).
  const columns = useMemo(
    () =>
      carColumns({
        today,
        actions: (car) =>
          carRowActions(car, user, {
            onEdit: (target) => setEditing({ car: target }),
            onReserve: setReserving,
            onCancelReservation: setUnreserving,
            onDelete: setDeleting,
          }),
      }),
    [today, user],
  );
  const pages = Math.max(1, Math.ceil(listed.length / PAGE_SIZE));

  return (
    <section aria-labelledby="cars-tab-title" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h2 id="cars-tab-title" className="text-xl font-semibold tracking-tight">
            Gerenciar Carros{" "}
            <span className="text-base font-normal text-muted-foreground" data-testid="cars-count">
              {loading ? "(…)" : carsCountLabel(listed.length, rows.length, searching, status)}
            </span>
          </h2>
          {available.state === "loading" ? (
            <Skeleton className="h-7 w-32" />
          ) : (
            <StockBadge available={forSale} />
          )}
        </div>
        <Button
          type="button"
          onClick={openCreate}
          disabled={available.state === "loading"}
          className="w-full sm:w-auto"
        >
          <Plus aria-hidden="true" />
          Adicionar Carro
        </Button>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchField
          value={list.search}
          onChange={list.setSearch}
          placeholder="Buscar por marca, modelo, placa, ano, preço..."
          label="Buscar carros"
          className="min-w-0 flex-1"
        />
        <CarStatusFilter
          value={status}
          onChange={setStatus}
          counts={{
            available: available.data?.cars.length,
            sold: sold.data?.cars.length,
            all: available.data && sold.data ? available.data.cars.length + sold.data.cars.length : undefined,
          }}
        />
      </div>

      {failed ? (
        <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
          Não foi possível carregar os carros.
          <Button type="button" variant="outline" size="sm" onClick={() => void failed.reload()}>
            <RefreshCw aria-hidden="true" />
            Tentar novamente
          </Button>
        </p>
      ) : null}

      {loading ? (
        <ListSkeleton rows={6} />
      ) : rows.length === 0 && !failed ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
          <CarFront className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">
            {status === "sold" ? "Nenhum carro vendido" : "Nenhum carro cadastrado"}
          </p>
          {status === "sold" ? null : (
            <p className="text-sm text-muted-foreground">
              Clique em &apos;Adicionar Carro&apos; para cadastrar o primeiro veículo.
            </p>
          )}
        </div>
      ) : (
        <DataTable
          label="Carros cadastrados"
          columns={columns}
          data={listed}
          getRowId={(car) => car.id}
          mode="client"
          sort={list.sort}
          onSortChange={list.setSort}
          pagination={{ page: Math.min(list.page, pages), pageSize: PAGE_SIZE, onPageChange: list.setPage }}
          rowTestId="car-row"
          empty={
            <>
              <span className="block font-medium text-foreground">Nenhum carro encontrado</span>
              Nenhum carro corresponde a &quot;{list.search}&quot;.
            </>
          }
        />
      )}

      <CarFormDialog
        open={editing !== null}
        car={editing?.car}
        onOpenChange={(open) => !open && setEditing(null)}
        onSaved={saved}
      />
      <DeleteCarDialog car={deleting} onClose={() => setDeleting(null)} onDeleted={deleted} />
      <ReservationDialog
        car={reserving}
        onOpenChange={(open) => !open && setReserving(null)}
        onReserved={() => {
          setReserving(null);
          void available.reload();
        }}
      />
      <CancelReservationDialog
        car={unreserving}
        onClose={() => setUnreserving(null)}
        onCancelled={() => void available.reload()}
      />
    </section>
  );
}
