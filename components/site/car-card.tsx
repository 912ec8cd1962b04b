import { WHATSAPP_PATH } from "@/components/site/brand-marks";
import { CarPhoto } from "@/components/site/car-photo";
import { CarPriceNotes } from "@/components/site/car-price-notes";
import { IconSymbols, SymbolIcon } from "@/components/site/icon-symbols";
import { carBadges, type CarBadge } from "@/lib/cars/badges";
import { factsShownOn } from "@/lib/cars/facts";
import type { CarSummary } from "@/lib/cars/types";
import { formatPrice } from "@/lib/format/money";
import { carWhatsappLink } from "@/lib/format/whatsapp";
import { cn } from "@/lib/utils";

// The car card of the showroom. Presentational (no hooks, no client components of its own: plain links and icons
// drawn as SVG markup), so a page of cards hydrates no component per card. The title link is stretched over the
// card, so the photo opens the car too. Its links navigate without a reload, the WhatsApp click is tracked and
// the stock list's scroll memory kept, all through one listener (components/site/visitor-effects.tsx). The admin
// panel lists cars in a table of its own (components/admin/cars/car-columns.tsx), with the same badges.

export const BADGE_STYLES: Record<CarBadge["tone"], string> = {
  armored: "bg-destructive text-destructive-foreground",
  featured: "bg-primary text-primary-foreground",
  turbo: "bg-foreground text-background",
};

export type CarCardProps = {
  car: CarSummary;
  /** The dealer's WhatsApp number for the shortcut; without one the shortcut is left out. */
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

// A page of cards repeats the card's markup in its HTML and again in its payload: the longest class lists of
// the card (its facts list and its two buttons, which look like components/ui/button's default and whatsapp
// variants) are the `car-card-*` classes of app/globals.css, written once.

// The icons every card repeats, drawn once per page of cards (components/site/icon-symbols.tsx): each card fact's
// (lib/cars/facts.ts), named by its field, and the WhatsApp mark.
const factSymbol = (field: string) => `car-card-${field}`;
const WHATSAPP_SYMBOL = { id: "car-card-whatsapp", filledPath: WHATSAPP_PATH };
const SYMBOLS = [
  ...factsShownOn("card").map((fact) => ({ id: factSymbol(fact.field), svg: fact.icon })),
  WHATSAPP_SYMBOL,
];

/** The facts the end-to-end tests read on a card. */
const FACT_TEST_IDS: Record<string, string> = { mileage: "car-mileage", engine: "car-engine" };

/** Rendered once by any page or list that shows car cards: the drawings of the cards' icons. */
export function CarCardSymbols() {
  return <IconSymbols symbols={SYMBOLS} />;
}

/** A card is never wider than this (one column on a 430 px phone); its photo gets a 1x and a 2x file. */
export const CAR_CARD_PHOTO = { width: 400 };

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
        {badges.length || car.status === "sold" || car.reserved ? (
          <span className="absolute top-2 left-2 flex flex-wrap gap-1.5" data-testid="car-badges">
            {car.status === "sold" ? (
              <span className="rounded-md bg-foreground px-2 py-0.5 text-xs font-bold tracking-wide text-background">
                Vendido
              </span>
            ) : null}
            {car.reserved ? (
              <span
                className="rounded-md bg-warning px-2 py-0.5 text-xs font-bold tracking-wide text-warning-foreground"
                data-testid="reserved-badge"
              >
                Reservado
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
            <a
              href={href}
              data-scroll-memory={scrollMemory}
              className="after:absolute after:inset-0 after:content-[''] hover:underline"
            >
              {title}
            </a>
          </Heading>
          <p className="mt-1 text-2xl font-bold tracking-tight" data-testid="car-price">
            {formatPrice(car.price)}
          </p>
          <CarPriceNotes car={car} className="mt-1" />
        </div>
        {/* The icon stands inside the dd: a dl's groups may hold only dt and dd. */}
        <dl className="car-card-facts">
          {car.facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd data-testid={FACT_TEST_IDS[fact.field]}>
                <SymbolIcon id={factSymbol(fact.field)} />
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="relative z-10 mt-auto flex gap-2 pt-1">
          <a href={href} data-scroll-memory={scrollMemory} className="car-card-details">
            Ver Detalhes<span className="sr-only"> do {title}</span>
          </a>
          {whatsappNumber ? (
            <a
              href={carWhatsappLink(whatsappNumber, car)}
              target="_blank"
              rel="noopener noreferrer"
              data-track-car={car.id}
              data-track-action="whatsapp_click"
              aria-label={`Conversar no WhatsApp sobre o ${title}`}
              className="car-card-whatsapp"
            >
              <SymbolIcon id={WHATSAPP_SYMBOL.id} className="size-5" />
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}
