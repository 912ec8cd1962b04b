import Link from "next/link";

import { CarPhoto } from "@/components/site/car-photo";
import { Badge } from "@/components/ui/badge";
import type { ApiCar } from "@/lib/cars/dto";
import { formatMoney } from "@/lib/format/money";

type Props = {
  id: string;
  title: string;
  empty: string;
  cars: ApiCar[];
  /** The figure shown for each car (views, or clicks). */
  metric: (car: ApiCar) => string;
};

/** 'Anúncios Mais Vistos' / 'Anúncios com Mais Interesse': ranked cars with a link to each ad. */
export function CarRanking({ id, title, empty, cars, metric }: Props) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm"
      data-testid={id}
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h3>
      {cars.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ol className="flex flex-col divide-y">
          {cars.map((car, index) => {
            const name = `${car.brand} ${car.model} ${car.year}`;
            return (
              <li key={car.id} className="relative flex items-center gap-3 py-2">
                <span className="w-5 shrink-0 text-right text-sm font-semibold text-muted-foreground tabular-nums">
                  {index + 1}
                </span>
                <span className="relative h-12 w-16 shrink-0 overflow-hidden rounded-md bg-muted">
                  <CarPhoto photo={car.images[0]} alt="" sizes={{ width: 64 }} />
                </span>
                <span className="flex min-w-0 flex-1 flex-col">
                  <Link
                    href={`/car/${car.id}`}
                    // The link's ::after covers the whole row: a tap target as tall as the row on a phone.
                    className="truncate font-medium underline-offset-4 after:absolute after:inset-0 hover:underline"
                  >
                    {name}
                  </Link>
                  {/* The figure sits under the name: beside it, a phone would cut the name to a few letters. */}
                  <span className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
                    <span className="font-semibold text-foreground tabular-nums">{metric(car)}</span>
                    <span aria-hidden="true">·</span>
                    {formatMoney(car.price)}
                    {car.status === "sold" ? <Badge variant="secondary">Vendido</Badge> : null}
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
