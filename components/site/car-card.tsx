import { CalendarIcon, CogIcon, FuelIcon, GaugeIcon, ZapIcon } from "lucide-react";
import type { ReactNode } from "react";

import { CarLink } from "@/components/site/car-link";
import { CarPhoto } from "@/components/site/car-photo";
import { TrackedContactLink } from "@/components/site/tracked-contact-link";
import { WhatsAppIcon } from "@/components/site/whatsapp-icon";
import { buttonVariants } from "@/components/ui/button";
import { carBadges, type CarBadge } from "@/lib/cars/badges";
import type { CarSummary } from "@/lib/cars/types";
import { ELECTRIC_ENGINE } from "@/lib/constants";
import { formatMileage } from "@/lib/format/mileage";
import { formatPrice } from "@/lib/format/money";
import { carWhatsappLink } from "@/lib/format/whatsapp";
import { cn } from "@/lib/utils";

// The car card of the showroom and of the admin panel. Presentational (no hooks), so server and client
// components can both render it; the admin panel passes its 'Editar' and delete buttons through `actions`.

const BADGE_STYLES: Record<CarBadge["tone"], string> = {
  armored: "bg-destructive text-destructive-foreground",
  featured: "bg-primary text-primary-foreground",
  turbo: "bg-foreground text-background",
};

export type CarCardProps = {
  car: CarSummary;
  /** The dealer's WhatsApp number for the shortcut. */
  whatsappNumber: string;
  /** Shown in the featured offers: opening a car from there makes the stock list open at the top. */
  featured?: boolean;
  /** On the stock list: the list's scroll position is saved when a car is opened. */
  inStockList?: boolean;
  /** The first cards above the fold load their photo at once. */
  priority?: boolean;
  headingLevel?: 2 | 3;
  /** Management mode: extra controls rendered at the bottom of the card (admin panel). */
  actions?: ReactNode;
  className?: string;
};

export const CAR_CARD_SIZES = "(min-width: 1280px) 300px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw";

export function isElectric(car: Pick<CarSummary, "engine" | "fuel">): boolean {
  return car.engine === ELECTRIC_ENGINE || car.fuel === ELECTRIC_ENGINE;
}

export function CarCard({
  car,
  whatsappNumber,
  featured = false,
  inStockList = false,
  priority = false,
  headingLevel = 3,
  actions,
  className,
}: CarCardProps) {
  const href = `/car/${car.id}`;
  const title = `${car.brand} ${car.model}`;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const scrollMemory = featured ? "featured" : inStockList ? "list" : undefined;
  const badges = carBadges(car);
  const electric = isElectric(car);

  return (
    <article
      data-testid="car-card"
      data-car-id={car.id}
      className={cn("flex min-w-0 flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm", className)}
    >
      <CarLink href={href} scrollMemory={scrollMemory} tabIndex={-1} aria-hidden="true" className="relative block aspect-[4/3] bg-muted">
        <CarPhoto photo={car.photo} alt={title} sizes={CAR_CARD_SIZES} priority={priority} />
        {badges.length || car.status === "sold" ? (
          <span className="absolute top-2 left-2 flex flex-wrap gap-1.5">
            {car.status === "sold" ? (
              <span className="rounded-md bg-foreground px-2 py-0.5 text-xs font-bold tracking-wide text-background">Vendido</span>
            ) : null}
            {badges.map((badge) => (
              <span key={badge.label} className={cn("rounded-md px-2 py-0.5 text-xs font-bold tracking-wide", BADGE_STYLES[badge.tone])}>
                {badge.label}
              </span>
            ))}
          </span>
        ) : null}
      </CarLink>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="min-w-0">
          <Heading className="truncate text-lg leading-tight font-semibold">
            <CarLink href={href} scrollMemory={scrollMemory} className="hover:underline">
              {title}
            </CarLink>
          </Heading>
          <p className="mt-1 text-2xl font-bold tracking-tight" data-testid="car-price">
            {formatPrice(car.price)}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm text-muted-foreground">
          <div className="flex items-center gap-1.5">
            <dt className="sr-only">Ano</dt>
            <CalendarIcon aria-hidden="true" className="size-4 shrink-0" />
            <dd>{car.year}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt className="sr-only">Quilometragem</dt>
            <GaugeIcon aria-hidden="true" className="size-4 shrink-0" />
            <dd data-testid="car-mileage">{formatMileage(car.mileage)}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt className="sr-only">Motor</dt>
            <ZapIcon aria-hidden="true" className="size-4 shrink-0" />
            <dd>{electric ? ELECTRIC_ENGINE : (car.engine ?? "—")}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt className="sr-only">Câmbio</dt>
            <CogIcon aria-hidden="true" className="size-4 shrink-0" />
            <dd className="truncate">{car.transmission ?? "—"}</dd>
          </div>
          <div className="col-span-2 flex items-center gap-1.5">
            <dt className="sr-only">Combustível</dt>
            <FuelIcon aria-hidden="true" className="size-4 shrink-0" />
            <dd>{car.fuel ?? "—"}</dd>
          </div>
        </dl>
        <div className="mt-auto flex gap-2 pt-1">
          <CarLink href={href} scrollMemory={scrollMemory} className={cn(buttonVariants({ variant: "default" }), "min-h-11 flex-1")}>
            Ver Detalhes
          </CarLink>
          <TrackedContactLink
            kind="whatsapp"
            carId={car.id}
            href={carWhatsappLink(whatsappNumber, car)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Conversar no WhatsApp sobre o ${title}`}
            className={cn(buttonVariants({ variant: "whatsapp", size: "icon" }), "size-11")}
          >
            <WhatsAppIcon className="size-5" />
          </TrackedContactLink>
        </div>
        {actions ? <div className="flex flex-wrap gap-2 border-t pt-3">{actions}</div> : null}
      </div>
    </article>
  );
}
