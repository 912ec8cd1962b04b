import { Calendar, Cog, Fuel, Gauge, Zap } from "lucide-react";
import Link from "next/link";

import { WhatsAppMark } from "@/components/site/brand-marks";
import { CarPhoto } from "@/components/site/car-photo";
import { CarPriceNotes } from "@/components/site/car-price-notes";
import { carBadges, type CarBadge } from "@/lib/cars/badges";
import type { CarSummary } from "@/lib/cars/types";
import { ELECTRIC_ENGINE } from "@/lib/constants";
import { formatMileage } from "@/lib/format/mileage";
import { formatPrice } from "@/lib/format/money";
import { carWhatsappLink } from "@/lib/format/whatsapp";
import { cn } from "@/lib/utils";

// The car card of the showroom. Presentational (no hooks, no client components of its own), so a page of cards
// hydrates almost nothing. The title link is stretched over the card, so the photo opens the car too. The
// WhatsApp click is tracked and the stock list's scroll memory kept through data attributes
// (components/site/visitor-effects.tsx). The admin panel lists cars in a table of its own
// (components/admin/cars/car-columns.tsx), with the same badges.

export const BADGE_STYLES: Record<CarBadge["tone"], string> = {
  armored: "bg-destructive text-destructive-foreground",
  featured: "bg-primary text-primary-foreground",
  turbo: "bg-foreground text-background",
};

export type CarCardProps = {
  car: CarSummary;
  /** The dealer's WhatsApp number for the shortcut; without one (the admin panel) the shortcut is left out. */
  whatsappNumber?: string;
  /** Shown in the featured offers: opening a car from there makes the stock list open at the top. */
  featured?: boolean;
  /** On the stock list: the list's scroll position is saved when a car is opened. */
  inStockList?: boolean;
  /** The first card above the fold loads its photo at once. */
  priority?: boolean;
  headingLevel?: 2 | 3;
  className?: string;
};

// The two buttons look like components/ui/button's default and whatsapp variants, written out short: a page of
// cards repeats these class lists in its HTML and again in its RSC payload.
const DETAILS_BUTTON =
  "inline-flex min-h-11 flex-1 items-center justify-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground shadow-xs hover:bg-primary/90";
const WHATSAPP_BUTTON =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-md bg-whatsapp text-whatsapp-foreground shadow-xs hover:bg-whatsapp/90";

/** A card is never wider than this (one column on a 430 px phone); its photo gets a 1x and a 2x file. */
export const CAR_CARD_PHOTO = { width: 400 };

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
  className,
}: CarCardProps) {
  const href = `/car/${car.id}`;
  const title = `${car.brand} ${car.model}`;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const scrollMemory = featured ? "featured" : inStockList ? "list" : undefined;
  const badges = carBadges(car);
  const electric = isElectric(car);
  const facts = [
    { Icon: Calendar, label: "Ano", value: car.year, testId: undefined },
    { Icon: Gauge, label: "Quilometragem", value: formatMileage(car.mileage), testId: "car-mileage" },
    {
      Icon: Zap,
      label: "Motor",
      value: electric ? ELECTRIC_ENGINE : (car.engine ?? "—"),
      testId: "car-engine",
    },
    { Icon: Cog, label: "Câmbio", value: car.transmission ?? "—", testId: undefined },
    // An electric car's engine line already says 'Elétrico': its fuel would say it a second time.
    ...(electric ? [] : [{ Icon: Fuel, label: "Combustível", value: car.fuel ?? "—", testId: undefined }]),
  ];

  return (
    <article
      data-testid="car-card"
      data-car-id={car.id}
      className={cn(
        "relative flex min-w-0 flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm",
        className,
      )}
    >
      <div className="relative aspect-[4/3] bg-muted">
        <CarPhoto photo={car.photo} alt={title} sizes={CAR_CARD_PHOTO} priority={priority} />
        {badges.length || car.status === "sold" ? (
          <span className="absolute top-2 left-2 flex flex-wrap gap-1.5" data-testid="car-badges">
            {car.status === "sold" ? (
              <span className="rounded-md bg-foreground px-2 py-0.5 text-xs font-bold tracking-wide text-background">
                Vendido
              </span>
            ) : null}
            {badges.map((badge) => (
              <span
                key={badge.label}
                className={cn(
                  "rounded-md px-2 py-0.5 text-xs font-bold tracking-wide",
                  BADGE_STYLES[badge.tone],
                )}
              >
                {badge.label}
              </span>
            ))}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="min-w-0">
          <Heading className="line-clamp-2 text-lg leading-tight font-semibold">
            <Link
              href={href}
              prefetch={false}
              data-scroll-memory={scrollMemory}
              className="after:absolute after:inset-0 after:content-[''] hover:underline"
            >
              {title}
            </Link>
          </Heading>
          <p className="mt-1 text-2xl font-bold tracking-tight" data-testid="car-price">
            {formatPrice(car.price)}
          </p>
          <CarPriceNotes car={car} className="mt-1" />
        </div>
        {/* Styled from the list (not per item): cards repeat this markup many times on a page. The icon stands
            inside the dd: a dl's groups may hold only dt and dd. */}
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm text-muted-foreground [&_dd]:min-w-0 [&_dd]:truncate [&_dt]:sr-only [&_svg]:mr-1.5 [&_svg]:inline-block [&_svg]:size-4 [&_svg]:align-[-0.2em] [&>div]:flex [&>div]:min-w-0 [&>div:last-child]:col-span-2">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd data-testid={fact.testId}>
                <fact.Icon />
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="relative z-10 mt-auto flex gap-2 pt-1">
          <Link href={href} prefetch={false} data-scroll-memory={scrollMemory} className={DETAILS_BUTTON}>
            Ver Detalhes<span className="sr-only"> do {title}</span>
          </Link>
          {whatsappNumber ? (
            <a
              href={carWhatsappLink(whatsappNumber, car)}
              target="_blank"
              rel="noopener noreferrer"
              data-track-car={car.id}
              data-track-action="whatsapp_click"
              aria-label={`Conversar no WhatsApp sobre o ${title}`}
              className={WHATSAPP_BUTTON}
            >
              <WhatsAppMark className="size-5" />
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}
