import { AlertTriangle, ImageOff } from "lucide-react";

import { actionsColumn, type RowAction } from "@/components/admin/kit/row-actions";
import { BADGE_STYLES } from "@/components/site/car-card";
import { CarPhoto } from "@/components/site/car-photo";
import { Badge } from "@/components/ui/badge";
import type { DataTableColumn } from "@/components/ui/data-table";
import { daysInStock } from "@/lib/cars/admin-list";
import { carBadges } from "@/lib/cars/badges";
import type { ApiCar } from "@/lib/cars/dto";
import { formatPlate } from "@/lib/cars/registration";
import { yearValueOf } from "@/lib/cars/schema";
import { formatDateBR } from "@/lib/format/dates";
import { formatMileage } from "@/lib/format/mileage";
import { formatMoney, formatPrice } from "@/lib/format/money";
import { STOCK_AGE_ALERT_DAYS } from "@/lib/reports/funnel";
import { cn } from "@/lib/utils";

// The columns of the cars tab's list (docs/admin-panel.md "Cars"): a dense row per car for staff, sorted in the
// browser (the tab holds every car of the status it lists), with the photo as a thumbnail.

const collator = new Intl.Collator("pt-BR", { sensitivity: "base", numeric: true });

export const carTitle = (car: Pick<ApiCar, "brand" | "model" | "year">) =>
  `${car.brand} ${car.model} ${car.year}`;

/** The sort fields of the list, kept in the URL like the other lists' (`?tab=cars&sort=price&order=desc`). */
export const CAR_LIST_SORT_FIELDS = ["car", "year", "price", "mileage", "daysInStock"] as const;

const THUMBNAIL = { width: 64 };

function Thumbnail({ car }: { car: ApiCar }) {
  const photo = car.images[0];
  return (
    <div className="relative aspect-[4/3] w-16 overflow-hidden rounded-md bg-muted">
      {photo ? (
        // The car's name stands beside it: the photo adds nothing a screen reader should read again.
        <CarPhoto photo={photo} alt="" sizes={THUMBNAIL} />
      ) : (
        <span className="flex size-full items-center justify-center text-muted-foreground" title="Sem foto">
          <ImageOff aria-hidden="true" className="size-5" />
          <span className="sr-only">Sem foto</span>
        </span>
      )}
    </div>
  );
}

function DaysInStock({ days }: { days: number | null }) {
  if (days === null) return <span className="text-muted-foreground">—</span>;
  const old = days > STOCK_AGE_ALERT_DAYS;
  return (
    <span
      className={cn("inline-flex items-center gap-1 whitespace-nowrap tabular-nums", old && "font-semibold")}
    >
      {old ? <AlertTriangle aria-hidden="true" className="size-4 text-warning" /> : null}
      {days} {days === 1 ? "dia" : "dias"}
      {old ? <span className="sr-only"> (mais de {STOCK_AGE_ALERT_DAYS} dias)</span> : null}
    </span>
  );
}

export function carColumns({
  today,
  actions,
}: {
  /** YYYY-MM-DD in São Paulo: the day the days in stock are counted to. */
  today: string;
  actions: (car: ApiCar) => RowAction[];
}): Array<DataTableColumn<ApiCar>> {
  return [
    {
      id: "photo",
      header: () => <span className="sr-only">Foto</span>,
      enableSorting: false,
      meta: { card: "media", className: "w-20" },
      cell: ({ row: { original: car } }) => <Thumbnail car={car} />,
    },
    {
      id: "car",
      accessorFn: (car) => `${car.brand} ${car.model}`,
      header: "Carro",
      sortFn: (a, b) => collator.compare(a.getValue<string>("car"), b.getValue<string>("car")),
      meta: { card: "title", className: "w-full min-w-52 whitespace-normal" },
      cell: ({ row: { original: car } }) => (
        <div className="flex flex-col gap-1">
          <span className="font-medium">
            {car.brand} {car.model}
          </span>
          <span className="text-xs text-muted-foreground">
            {[car.color, car.plate ? formatPlate(car.plate) : null].filter(Boolean).join(" · ")}
          </span>
          {car.reservation ? (
            <span className="text-xs" data-testid="reservation-info">
              <span
                className="mr-1 rounded bg-warning px-1.5 py-px text-[11px] font-bold text-warning-foreground"
                data-testid="reserved-badge"
              >
                Reservado
              </span>
              até {formatDateBR(car.reservation.until)} · {car.reservation.clientName} · sinal{" "}
              {formatMoney(car.reservation.deposit)}
            </span>
          ) : null}
          {car.status === "sold" || carBadges(car).length ? (
            <span className="flex flex-wrap gap-1">
              {/* A phone's card has no status column: a sold car says it here. */}
              {car.status === "sold" ? (
                <span className="rounded bg-secondary px-1.5 py-px text-[11px] font-bold md:hidden">
                  Vendido
                </span>
              ) : null}
              {carBadges(car).map((badge) => (
                <span
                  key={badge.label}
                  className={cn("rounded px-1.5 py-px text-[11px] font-bold", BADGE_STYLES[badge.tone])}
                >
                  {badge.label}
                </span>
              ))}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      id: "year",
      accessorFn: (car) => yearValueOf(car.year),
      header: "Ano",
      cell: ({ row: { original: car } }) => <span className="whitespace-nowrap">{car.year}</span>,
    },
    {
      id: "price",
      accessorFn: (car) => car.price,
      header: "Preço",
      cell: ({ row: { original: car } }) => (
        <span className="font-semibold whitespace-nowrap tabular-nums">{formatPrice(car.price)}</span>
      ),
    },
    {
      id: "mileage",
      accessorFn: (car) => car.mileage,
      header: "Km",
      cell: ({ row: { original: car } }) => (
        <span className="whitespace-nowrap tabular-nums">{formatMileage(car.mileage)}</span>
      ),
    },
    {
      id: "daysInStock",
      accessorFn: (car) => daysInStock(car, today) ?? undefined,
      header: "Em estoque",
      sortUndefined: "last",
      cell: ({ row: { original: car } }) => <DaysInStock days={daysInStock(car, today)} />,
    },
    {
      id: "status",
      header: "Status",
      enableSorting: false,
      meta: { card: "hidden" },
      cell: ({ row: { original: car } }) =>
        car.status === "available" ? (
          <Badge variant="success">À venda</Badge>
        ) : (
          <Badge variant="secondary">Vendido</Badge>
        ),
    },
    actionsColumn((car) => `Ações do ${carTitle(car)}`, actions),
  ];
}
