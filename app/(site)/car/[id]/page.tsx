import type { Metadata } from "next";
import { ArrowLeftRight, CalendarCheck, Phone } from "lucide-static";
import Link from "next/link";

import { BackToList } from "@/components/site/back-to-list";
import { CarCards } from "@/components/site/car-cards";
import { CarContactBar } from "@/components/site/car-contact-bar";
import { CarGallery } from "@/components/site/car-gallery";
import { CarPriceNotes } from "@/components/site/car-price-notes";
import { WhatsAppMark } from "@/components/site/brand-marks";
import { DealerJsonLd } from "@/components/site/dealer-json-ld";
import { FinancingSection } from "@/components/site/financing-section";
import { galleryPhotos } from "@/components/site/gallery-photos";
import { JsonLd } from "@/components/site/json-ld";
import { NotFoundContent } from "@/components/site/not-found-content";
import { NotFoundStatus } from "@/components/site/not-found-status";
import { ProposalFormLoader } from "@/components/site/proposal-form-loader";
import { ProposalFormPlaceholder } from "@/components/site/proposal-form-placeholder";
import { ShareButton } from "@/components/site/share-button";
import { StaticIcon } from "@/components/site/static-icon";
import { ViewBeacon } from "@/components/site/visitor-effects";
import { buttonVariants } from "@/components/ui/button";
import { carBadges } from "@/lib/cars/badges";
import { carFacts, carSpecifications } from "@/lib/cars/facts";
import { getCar, listCars } from "@/lib/cars/queries";
import { similarCars } from "@/lib/cars/similar";
import type { CarRecord } from "@/lib/cars/types";
import { formatMileage } from "@/lib/format/mileage";
import { formatPrice } from "@/lib/format/money";
import { carWhatsappLink } from "@/lib/format/whatsapp";
import { dealer } from "@/lib/seo/dealer";
import { pageMetadata } from "@/lib/seo/metadata";
import { carJsonLd } from "@/lib/seo/structured-data";
import { cn } from "@/lib/utils";

/** The proposal form's section, the target of the phone's contact bar. */
const PROPOSAL_ANCHOR = "proposta";

/** Returned when the stock is empty: cacheComponents needs one param to validate the route; it resolves to 404. */
const NO_CAR_PLACEHOLDER = "sem-estoque";

/** The available cars are prerendered at build time; others (sold ones, new ones) render on their first visit. */
export async function generateStaticParams(): Promise<Array<{ id: string }>> {
  const cars = await listCars("available");
  return cars.length ? cars.map((car) => ({ id: car.id })) : [{ id: NO_CAR_PLACEHOLDER }];
}

function carTitle(car: Pick<CarRecord, "brand" | "model">) {
  return `${car.brand} ${car.model}`;
}

export async function generateMetadata({ params }: PageProps<"/car/[id]">): Promise<Metadata> {
  const { id } = await params;
  const car = await getCar(id);
  const { name } = dealer();
  if (!car) return { title: "Página não encontrada", robots: { index: false } };
  const details = [
    car.year,
    formatMileage(car.mileage),
    car.fuel,
    car.transmission ? `câmbio ${car.transmission}` : null,
  ]
    .filter(Boolean)
    .join(", ");
  const sold = car.status === "sold" ? " (vendido)" : "";
  const summary = car.description
    ? ` ${car.description.slice(0, 110).trim()}${car.description.length > 110 ? "…" : ""}`
    : "";
  return pageMetadata({
    title: `${carTitle(car)} ${car.year} - ${formatPrice(car.price)}${sold}`,
    description: `${carTitle(car)} ${details} por ${formatPrice(car.price)} na ${name}.${summary}`,
    path: `/car/${car.id}`,
    siteName: name,
  });
}

/**
 * A car page. `params` is awaited outside any Suspense boundary on purpose: with partialPrefetching off, the first
 * request for an id that was not prerendered waits for the whole render, so an unknown id answers a real 404,
 * with the 404 page drawn in the server's HTML (NotFoundStatus says why it is not a plain notFound()).
 */
export default async function CarPage({ params }: PageProps<"/car/[id]">) {
  const { id } = await params;
  const car = await getCar(id);
  if (!car)
    return (
      <>
        <NotFoundContent />
        <NotFoundStatus />
      </>
    );

  const info = dealer();
  const title = carTitle(car);
  const sold = car.status === "sold";
  const similar = sold ? similarCars(car, await listCars("available")) : [];
  // The facts beside the price and the 'Especificações' list (lib/cars/facts.ts).
  const facts = carFacts(car, "headline");
  const specifications = carSpecifications(car);

  return (
    <div
      className="mx-auto max-w-7xl px-4 pt-6 sm:pt-8 lg:pb-8"
      data-testid="car-page"
      data-car-page=""
      data-status={car.status}
    >
      <BackToList />
      {/* The summary (title, price, contact buttons) comes first, so a phone shows the price and the main
          call to action on its first screen, before the gallery; from lg up the grid puts it beside the gallery,
          with the facts under it. */}
      <div className="mt-4 grid gap-6 lg:grid-cols-12 lg:grid-rows-[auto_1fr] lg:gap-x-8">
        <div className="lg:col-span-5 lg:col-start-8 lg:row-start-1" data-testid="car-summary">
          <div className="flex items-start justify-between gap-3">
            <div className="flex flex-wrap gap-1.5">
              {sold ? (
                <span
                  className="rounded-md bg-foreground px-2.5 py-1 text-xs font-bold tracking-wide text-background"
                  data-testid="sold-badge"
                >
                  Vendido
                </span>
              ) : null}
              {car.reserved ? (
                <span
                  className="rounded-md bg-warning px-2.5 py-1 text-xs font-bold tracking-wide text-warning-foreground"
                  data-testid="reserved-badge"
                >
                  Reservado
                </span>
              ) : null}
              {carBadges(car).map((badge) => (
                <span
                  key={badge.label}
                  className={cn(
                    "rounded-md px-2.5 py-1 text-xs font-bold tracking-wide",
                    badge.tone === "armored" && "bg-destructive text-destructive-foreground",
                    badge.tone === "featured" && "bg-primary text-primary-foreground",
                    badge.tone === "turbo" && "bg-foreground text-background",
                  )}
                >
                  {badge.label}
                </span>
              ))}
            </div>
            <ShareButton title={`${title} ${car.year}`} className="-mt-1 shrink-0" />
          </div>
          <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-1 text-muted-foreground">
            {car.year} · {formatMileage(car.mileage)}
          </p>
          <p
            className={cn(
              "mt-2 text-3xl font-bold tracking-tight sm:mt-4 sm:text-4xl",
              sold && "text-muted-foreground line-through",
            )}
            data-testid="car-price"
          >
            {formatPrice(car.price)}
          </p>
          <CarPriceNotes car={car} size="page" className="mt-2" />
          {sold ? (
            <p
              className="mt-3 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm font-medium text-destructive"
              role="note"
            >
              Este veículo já foi vendido. Veja abaixo opções semelhantes disponíveis no estoque.
            </p>
          ) : null}
          {car.reserved ? (
            <p
              className="mt-3 rounded-lg border border-warning/40 bg-warning/5 p-3 text-sm font-medium text-warning"
              role="note"
              data-testid="reserved-note"
            >
              Este veículo está reservado para outro cliente. Você ainda pode enviar sua proposta: ela fica
              registrada e entraremos em contato caso a reserva não se concretize.
            </p>
          ) : null}

          <div className="mt-4 grid gap-3 sm:mt-6 sm:grid-cols-2">
            <a
              data-track-car={car.id}
              data-track-action="whatsapp_click"
              href={carWhatsappLink(info.whatsapp, car)}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(buttonVariants({ variant: "whatsapp", size: "lg" }), "min-h-12")}
              data-testid="car-whatsapp"
            >
              <WhatsAppMark className="size-5" />
              WhatsApp
            </a>
            <a
              data-track-car={car.id}
              data-track-action="phone_click"
              href={info.phoneHref}
              className={cn(buttonVariants({ variant: "outline", size: "lg" }), "min-h-12")}
              data-testid="car-call"
            >
              <StaticIcon svg={Phone} />
              Ligar {info.phone}
            </a>
            {sold ? null : (
              <Link
                href={`/contact?agendar=${encodeURIComponent(car.id)}#agendar`}
                prefetch={false}
                className={cn(buttonVariants({ variant: "outline", size: "lg" }), "min-h-12 sm:col-span-2")}
                data-testid="car-book-visit"
              >
                <StaticIcon svg={CalendarCheck} />
                Agendar visita
              </Link>
            )}
          </div>
        </div>

        <div className="lg:col-span-7 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <CarGallery photos={car.images} title={title} {...galleryPhotos(car.images, title)} />
        </div>

        <div className="lg:col-span-5 lg:col-start-8 lg:row-start-2">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {facts.map((fact) => (
              <div key={fact.label} className="rounded-lg border bg-card p-3">
                <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
                  {fact.icon ? <StaticIcon svg={fact.icon} className="size-4" /> : null}
                  {fact.label}
                </dt>
                <dd className="mt-1 font-semibold">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>

      <div className="mt-10 grid gap-10 lg:grid-cols-12">
        <div className="grid gap-10 lg:col-span-7">
          {car.description ? (
            <section aria-labelledby="description-title">
              <h2 id="description-title" className="text-xl font-semibold">
                Descrição
              </h2>
              <p className="mt-3 leading-relaxed whitespace-pre-line text-muted-foreground">
                {car.description}
              </p>
            </section>
          ) : null}
          {car.features.length ? (
            <section aria-labelledby="features-title">
              <h2 id="features-title" className="text-xl font-semibold">
                Itens de Série
              </h2>
              <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                {car.features.map((feature) => (
                  <li key={feature} className="check-item flex items-center gap-2 text-sm">
                    {feature}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="specs-title">
            <h2 id="specs-title" className="text-xl font-semibold">
              Especificações
            </h2>
            <dl className="mt-3 divide-y rounded-lg border">
              {specifications.map(([label, value]) => (
                <div key={label} className="grid grid-cols-2 gap-4 px-4 py-2.5 text-sm">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="font-medium">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <FinancingSection car={car} proposalAnchor="proposal-title" />
        </div>

        {sold ? null : (
          <section
            id={PROPOSAL_ANCHOR}
            aria-labelledby="proposal-title"
            className="scroll-mt-20 lg:col-span-5"
          >
            <div className="rounded-xl border bg-card p-5 shadow-sm sm:p-6 lg:sticky lg:top-24">
              <h2 id="proposal-title" className="text-xl font-semibold">
                Faça sua proposta
              </h2>
              <p className="mt-1 mb-5 text-sm text-muted-foreground">
                Responderemos em breve pelo telefone ou e-mail informado.
              </p>
              <ProposalFormLoader
                carId={car.id}
                carName={`${title} ${car.year}`}
                whatsappHref={carWhatsappLink(info.whatsapp, car)}
                placeholder={<ProposalFormPlaceholder />}
              />
              <Link
                href="/avaliacao"
                prefetch={false}
                className="mt-4 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-link underline-offset-4 hover:underline"
              >
                <StaticIcon svg={ArrowLeftRight} className="size-4" />
                Tenho um usado para a troca
              </Link>
            </div>
          </section>
        )}
      </div>

      {sold && similar.length ? (
        <section aria-labelledby="similar-title" className="mt-14">
          <h2 id="similar-title" className="text-2xl font-bold tracking-tight">
            Veículos semelhantes disponíveis
          </h2>
          <CarCards
            cars={similar}
            whatsappNumber={info.whatsapp}
            className="mt-6 sm:grid-cols-2 lg:grid-cols-4"
            testId="similar-cars"
          />
        </section>
      ) : null}

      <CarContactBar
        carId={car.id}
        whatsappHref={carWhatsappLink(info.whatsapp, car)}
        phoneHref={info.phoneHref}
        proposalHref={sold ? null : `#${PROPOSAL_ANCHOR}`}
      />
      <JsonLd data={carJsonLd(car, info.siteUrl)} />
      <DealerJsonLd />
      <ViewBeacon carId={car.id} />
    </div>
  );
}
