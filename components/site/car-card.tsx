import { CarPhoto } from "@/components/site/car-photo";
import { CarPriceNotes } from "@/components/site/car-price-notes";
import { SymbolIcon } from "@/components/site/icon-symbols";
import { carBadges, type CarBadge } from "@/lib/cars/badges";
import type { CarSummary } from "@/lib/cars/types";
import { formatPrice } from "@/lib/format/money";
import { carWhatsappLink } from "@/lib/format/whatsapp";
import { cn } from "@/lib/utils";

// The car card of the showroom, drawn in a grid of cards (components/site/car-card-grid.tsx). Presentational (no
// hooks, no client components of its own: plain links and icons drawn as SVG markup). The title link is stretched
// over the card, so the photo opens the car too. Its links navigate without a reload, the WhatsApp click is
// tracked and the scroll memory its grid names is fed, all through one listener
// (components/site/visitor-effects.tsx). The admin panel lists cars in a table of its own
// (components/admin/cars/car-columns.tsx), with the same badges.

export const BADGE_STYLES: Record<CarBadge["tone"], string> = {
  armored: "bg-destructive text-destructive-foreground",
  featured: "bg-primary text-primary-foreground",
  turbo: "bg-foreground text-background",
};

export type CarCardProps = {
  car: CarSummary;
  /** The card facts' labels by field (cardFactLabels of lib/cars/facts.ts). */
  factLabels: Record<string, string>;
  /** The dealer's WhatsApp number for the shortcut; without one the shortcut is left out. */
  whatsappNumber?: string;
  /** The first card above the fold loads its photo at once. */
  priority?: boolean;
  headingLevel?: 2 | 3;
  className?: string;
};

// A page of cards repeats the card's markup on every card: its class lists are the `car-card-*` classes of
// app/globals.css, written once (its two buttons look like components/ui/button's default and whatsapp variants).

// The icons every card repeats are drawn once per page of cards (components/site/car-cards.tsx): each card
// fact's, named by its field, and the WhatsApp mark.
export const carCardFactSymbol = (field: string) => `car-card-${field}`;
export const CAR_CARD_WHATSAPP_SYMBOL = "car-card-whatsapp";

/** The facts the end-to-end tests read on a card. */
const FACT_TEST_IDS: Record<string, string> = { mileage: "car-mileage", engine: "car-engine" };

/** A card is never wider than this (one column on a 430 px phone); its photo gets a 1x and a 2x file. */
export const CAR_CARD_PHOTO = { width: 400 };

export function CarCard({
  car,
  factLabels,
  whatsappNumber,
  priority = false,
  headingLevel = 3,
  className,
}: CarCardProps) {
  const href = `/car/${car.id}`;
  const title = `${car.brand} ${car.model}`;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const badges = carBadges(car);
  return (
    <article data-testid="car-card" data-car-id={car.id} className={cn("car-card", className)}>
      <div className="car-card-photo">
        <CarPhoto photo={car.photo} alt={title} sizes={CAR_CARD_PHOTO} priority={priority} />
        {badges.length || car.status === "sold" || car.reserved ? (
          <span className="car-card-badges" data-testid="car-badges">
            {car.status === "sold" ? <span className="bg-foreground text-background">Vendido</span> : null}
            {car.reserved ? (
              <span className="bg-warning text-warning-foreground" data-testid="reserved-badge">
                Reservado
              </span>
            ) : null}
            {badges.map((badge) => (
              <span key={badge.label} className={BADGE_STYLES[badge.tone]}>
                {badge.label}
              </span>
            ))}
          </span>
        ) : null}
      </div>
      <div className="car-card-body">
        <div className="min-w-0">
          <Heading className="car-card-title">
            <a href={href}>{title}</a>
          </Heading>
          <p className="car-card-price" data-testid="car-price">
            {formatPrice(car.price)}
          </p>
          <CarPriceNotes car={car} className="mt-1" />
        </div>
        {/* The icon stands inside the dd: a dl's groups may hold only dt and dd. */}
        <dl className="car-card-facts">
          {Object.entries(car.facts).map(([field, value]) => (
            <div key={field}>
              <dt>{factLabels[field]}</dt>
              <dd data-testid={FACT_TEST_IDS[field]}>
                <SymbolIcon id={carCardFactSymbol(field)} />
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="car-card-actions">
          <a href={href} className="car-card-details">
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
              <SymbolIcon id={CAR_CARD_WHATSAPP_SYMBOL} className="size-5" />
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}
