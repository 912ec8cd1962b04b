"use client";

import { CarFront, Pencil, Plus, RefreshCw, Search } from "lucide-react";
import { useMemo, useState } from "react";
import { toast } from "@/lib/toast";

import { CarFormDialog } from "@/components/admin/cars/car-form-dialog";
import { ConsignmentLinks } from "@/components/admin/cars/consignment-links";
import { ReservationActions } from "@/components/admin/cars/reservation-actions";
import { ReservationDialog } from "@/components/admin/cars/reservation-dialog";
import { DeleteCarButton } from "@/components/admin/cars/delete-car-button";
import { StockBadge } from "@/components/admin/cars/stock-badge";
import { CarCard, CarCardSymbols } from "@/components/site/car-card";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { carsCountLabel, matchesCarSearch } from "@/lib/cars/admin-list";
import { toCarSummary } from "@/lib/cars/types";
import { useApiData } from "@/lib/admin/use-api-data";
import { STAFF_CARS_URL } from "@/lib/cars/client-api";
import type { ApiCar } from "@/lib/cars/dto";
import { CAR_TOASTS } from "@/lib/cars/messages";
import { MAX_CARS } from "@/lib/constants";

type Editing = { car?: ApiCar } | null;

/**
 * The cars tab (docs/admin-panel.md): the stock with sold cars, a search over its main fields, the 'n/100
 * veículos' counter of available cars, 'Adicionar Carro', and the showroom's cards in management mode.
 */
export function CarsTab() {
  const stock = useApiData<{ cars: ApiCar[] }>(STAFF_CARS_URL);
  // A list that cannot be loaded is shown empty (docs/admin-panel.md).
  const cars = useMemo(
    () => (stock.state === "loading" ? null : (stock.data?.cars ?? [])),
    [stock.state, stock.data],
  );
  const loadFailed = stock.state === "error";
  const [query, setQuery] = useState("");
  const [editing, setEditing] = useState<Editing>(null);
  const [reserving, setReserving] = useState<ApiCar | null>(null);

  const available = useMemo(() => (cars ?? []).filter((car) => car.status === "available").length, [cars]);
  const listed = useMemo(() => (cars ?? []).filter((car) => matchesCarSearch(car, query)), [cars, query]);

  function openCreate() {
    if (available >= MAX_CARS) {
      const { title, description } = CAR_TOASTS.limitReached(available);
      toast.error(title, { description });
      return;
    }
    setEditing({});
  }

  function saved(car: ApiCar) {
    // The saved car is put in place from the answer; a list that had failed to load is read again instead.
    if (stock.state === "ready") {
      stock.setData(({ cars: list }) => ({
        cars: list.some((candidate) => candidate.id === car.id)
          ? list.map((candidate) => (candidate.id === car.id ? car : candidate))
          : [car, ...list],
      }));
    } else void stock.reload();
    setEditing(null);
  }

  function deleted(id: string) {
    stock.setData(({ cars: list }) => ({ cars: list.filter((car) => car.id !== id) }));
  }

  return (
    <section aria-labelledby="cars-tab-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h2 id="cars-tab-title" className="text-xl font-semibold tracking-tight">
            Gerenciar Carros{" "}
            <span className="text-muted-foreground" data-testid="cars-count">
              {cars === null ? "(…)" : carsCountLabel(listed.length, cars.length, query.trim() !== "")}
            </span>
          </h2>
          {cars === null ? <Skeleton className="h-7 w-32" /> : <StockBadge available={available} />}
        </div>
        <Button type="button" onClick={openCreate} disabled={cars === null} className="w-full sm:w-auto">
          <Plus aria-hidden="true" />
          Adicionar Carro
        </Button>
      </div>

      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Buscar por marca, modelo, ano, preço..."
          aria-label="Buscar carros"
          className="pl-9"
        />
      </div>

      {loadFailed ? (
        <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
          Não foi possível carregar os carros.
          <Button type="button" variant="outline" size="sm" onClick={() => void stock.reload()}>
            <RefreshCw aria-hidden="true" />
            Tentar novamente
          </Button>
        </p>
      ) : null}

      {cars === null ? (
        <div
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          role="status"
          aria-busy="true"
          aria-label="Carregando carros"
        >
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-96 rounded-xl" />
          ))}
        </div>
      ) : listed.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
          <CarFront className="size-8 text-muted-foreground" aria-hidden="true" />
          {cars.length === 0 ? (
            <>
              <p className="font-medium">Nenhum carro cadastrado</p>
              <p className="text-sm text-muted-foreground">
                Clique em &apos;Adicionar Carro&apos; para cadastrar o primeiro veículo.
              </p>
            </>
          ) : (
            <>
              <p className="font-medium">Nenhum carro encontrado</p>
              <p className="text-sm text-muted-foreground">Nenhum carro corresponde a &quot;{query}&quot;.</p>
            </>
          )}
        </div>
      ) : (
        <>
          <CarCardSymbols />
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Carros cadastrados">
            {listed.map((car) => (
              <li key={car.id} className="min-w-0">
                <CarCard
                  car={toCarSummary(car)}
                  className="h-full"
                  actions={
                    <>
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        onClick={() => setEditing({ car })}
                        aria-label={`Editar ${car.brand} ${car.model} ${car.year}`}
                      >
                        <Pencil aria-hidden="true" />
                        Editar
                      </Button>
                      <DeleteCarButton car={car} onDeleted={deleted} />
                      <ConsignmentLinks car={car} />
                      <ReservationActions
                        car={car}
                        onReserve={setReserving}
                        onChanged={() => void stock.reload()}
                      />
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        </>
      )}

      <CarFormDialog
        open={editing !== null}
        car={editing?.car}
        onOpenChange={(open) => !open && setEditing(null)}
        onSaved={saved}
      />
      <ReservationDialog
        car={reserving}
        onOpenChange={(open) => !open && setReserving(null)}
        onReserved={() => {
          setReserving(null);
          void stock.reload();
        }}
      />
    </section>
  );
}
