import type { AutoDealer, CarLeaf, MergeLeafTypes, Offer, ProductLeaf, WithContext } from "schema-dts";

import { carFactProperties, type CarProperties } from "@/lib/cars/facts";
import type { CarRecord } from "@/lib/cars/types";
import { openingHoursSpecification } from "@/lib/opening-hours/describe";
import { DEFAULT_OPENING_HOURS, parseOpeningHours, type OpeningSchedule } from "@/lib/opening-hours/schedule";

// Structured data of the showroom (docs/showroom.md "Pages for crawlers"), typed with schema-dts. Pure: the dealer's
// details and the site origin are passed in.

export type DealerIdentity = {
  name: string;
  phone: string;
  email: string;
  address: string;
  siteUrl: string;
  /** OPENING_HOURS (the default schedule when absent). */
  openingSchedule?: OpeningSchedule;
};

const dealerId = (siteUrl: string) => `${siteUrl}/#dealer`;

export function absoluteUrl(siteUrl: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${siteUrl}${path.startsWith("/") ? "" : "/"}${path}`;
}

function carName(car: Pick<CarRecord, "brand" | "model" | "year">) {
  return `${car.brand} ${car.model} ${car.year}`;
}

function carOffer(car: CarRecord, siteUrl: string): Offer {
  return {
    "@type": "Offer",
    price: car.price,
    priceCurrency: "BRL",
    availability: car.status === "sold" ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
    itemCondition: "https://schema.org/UsedCondition",
    url: absoluteUrl(siteUrl, `/car/${car.id}`),
    seller: { "@id": dealerId(siteUrl) },
  };
}

/** The car itself: its name, its facts' properties (lib/cars/facts.ts), its description, photos and page. */
function carProperties(car: CarRecord, siteUrl: string): CarProperties {
  return {
    name: carName(car),
    ...carFactProperties(car),
    description: car.description ?? undefined,
    image: car.images.map((image) => absoluteUrl(siteUrl, image.url)),
    url: absoluteUrl(siteUrl, `/car/${car.id}`),
  };
}

/** The dealer, on every showroom page; on the home page `offers` lists the first featured cars. */
export function autoDealerJsonLd(dealer: DealerIdentity, offers: CarRecord[] = []): WithContext<AutoDealer> {
  return {
    "@context": "https://schema.org",
    "@type": "AutoDealer",
    "@id": dealerId(dealer.siteUrl),
    name: dealer.name,
    url: dealer.siteUrl,
    logo: absoluteUrl(dealer.siteUrl, "/icon.svg"),
    telephone: dealer.phone,
    email: dealer.email,
    address: { "@type": "PostalAddress", streetAddress: dealer.address, addressCountry: "BR" },
    openingHoursSpecification: openingHoursSpecification(
      dealer.openingSchedule ?? parseOpeningHours(DEFAULT_OPENING_HOURS),
    ),
    currenciesAccepted: "BRL",
    ...(offers.length
      ? {
          makesOffer: offers.map(
            (car) =>
              ({
                ...carOffer(car, dealer.siteUrl),
                itemOffered: { "@type": "Car", ...carProperties(car, dealer.siteUrl) },
              }) satisfies Offer,
          ),
        }
      : {}),
  };
}

type ProductCar = MergeLeafTypes<[ProductLeaf, CarLeaf]>;

/** A car page: a Product that is a Car, with its Offer (price in BRL and availability). */
export function carJsonLd(car: CarRecord, siteUrl: string): WithContext<ProductCar> {
  return {
    "@context": "https://schema.org",
    "@type": ["Product", "Car"],
    ...carProperties(car, siteUrl),
    sku: car.id,
    offers: carOffer(car, siteUrl),
  };
}
