import type { Metadata } from "next";
import { ArrowRight, Award, Headset, ShieldCheck, Trophy } from "lucide-static";
import Link from "next/link";

import { BrandCarousel } from "@/components/site/brand-carousel";
import { CarCards } from "@/components/site/car-cards";
import { CarPhoto } from "@/components/site/car-photo";
import { WhatsAppMark } from "@/components/site/brand-marks";
import { DealerJsonLd } from "@/components/site/dealer-json-ld";
import { StaticIcon } from "@/components/site/static-icon";
import { buttonVariants } from "@/components/ui/button";
import { featuredOrder } from "@/lib/cars/featured";
import { listCars } from "@/lib/cars/queries";
import { FEATURED_IN_JSON_LD } from "@/lib/constants/showroom";
import { formatPrice } from "@/lib/format/money";
import { dealer } from "@/lib/seo/dealer";
import { pageMetadata } from "@/lib/seo/metadata";
import { cn } from "@/lib/utils";

export function generateMetadata(): Metadata {
  const { name } = dealer();
  return pageMetadata({
    title: `${name} | Carros seminovos premium em São Paulo`,
    absoluteTitle: true,
    description: `Seminovos selecionados, revisados e com garantia de até 2 anos. Financiamento facilitado, avaliação do seu usado na troca e atendimento VIP na ${name}.`,
    path: "/",
    siteName: name,
  });
}

const SELLING_POINTS = [
  {
    icon: ShieldCheck,
    title: "Qualidade Garantida",
    text: "Cada veículo passa por vistoria completa e procedência verificada antes de chegar ao nosso pátio.",
  },
  {
    icon: Award,
    title: "Garantia Estendida",
    text: "Garantia de até 2 anos para você rodar com tranquilidade desde o primeiro dia.",
  },
  {
    icon: Trophy,
    title: "Expertise Premium",
    text: "Especialistas em seminovos premium, prontos para indicar o carro certo para o seu momento.",
  },
  {
    icon: Headset,
    title: "Atendimento VIP",
    text: "Atendimento próximo do primeiro contato até depois da entrega das chaves.",
  },
] as const;

/** The hero photo covers the whole width on phones and the right three fifths from lg up. */
const HERO_PHOTO_SIZES = "(min-width: 1024px) 60vw, 100vw";

export default async function HomePage() {
  const info = dealer();
  const featured = featuredOrder(await listCars("available"));
  // The hero shows the first featured car that has a photo; without one it keeps its plain background.
  const heroCar = featured.find((car) => car.isFeatured && car.images[0]);
  const heroPhoto = heroCar?.images[0];

  return (
    <>
      <section className="relative overflow-hidden bg-header text-header-foreground" data-testid="home-hero">
        {heroCar && heroPhoto ? (
          <div className="absolute inset-y-0 right-0 w-full lg:w-3/5" data-testid="hero-photo">
            {/* The page's LCP image: preloaded, fetched first, drawn from the photo's stored variants. */}
            <CarPhoto
              photo={heroPhoto}
              alt={`${heroCar.brand} ${heroCar.model} ${heroCar.year}`}
              sizes={HERO_PHOTO_SIZES}
              priority
            />
            {/* Keeps the headline readable over any photo: solid under the text, clear towards the right. */}
            <div
              aria-hidden="true"
              className="absolute inset-0 bg-header/80 lg:bg-transparent lg:bg-linear-to-r lg:from-header lg:via-header/60 lg:to-transparent"
            />
          </div>
        ) : (
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(232,163,23,0.28),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(255,255,255,0.08),transparent_50%)]"
          />
        )}
        <div className="relative mx-auto max-w-7xl px-4 py-16 sm:py-24">
          <p className="text-sm font-semibold tracking-[0.2em] text-primary uppercase">Seminovos premium</p>
          <h1 className="mt-3 max-w-3xl text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            O carro dos seus sonhos, com a segurança que você merece
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-header-muted-foreground">
            Veículos selecionados e revisados, garantia de até 2 anos, financiamento facilitado e avaliação
            justa do seu usado na troca.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/cars" prefetch={false} className={cn(buttonVariants({ size: "lg" }), "min-h-12")}>
              Ver Estoque
              <StaticIcon svg={ArrowRight} />
            </Link>
            <a
              href={info.whatsappHref}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(buttonVariants({ variant: "whatsapp", size: "lg" }), "min-h-12")}
            >
              <WhatsAppMark className="size-5" />
              Falar com Consultor
            </a>
          </div>
          {heroCar && heroPhoto ? (
            <p className="mt-8 text-sm text-header-muted-foreground">
              Em destaque:{" "}
              <Link
                href={`/car/${heroCar.id}`}
                prefetch={false}
                data-scroll-memory="featured"
                className="font-semibold text-header-foreground underline-offset-4 hover:underline"
              >
                {heroCar.brand} {heroCar.model} {heroCar.year} · {formatPrice(heroCar.price)}
              </Link>
            </p>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="brands-title" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="brands-title" className="text-center text-2xl font-bold tracking-tight">
          Trabalhamos com as melhores marcas
        </h2>
        <div className="mt-6">
          <BrandCarousel />
        </div>
      </section>

      <section aria-labelledby="featured-title" className="bg-muted/60 py-14">
        <div className="mx-auto max-w-7xl px-4">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="featured-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
                OFERTAS EM DESTAQUE
              </h2>
              <p className="mt-1 text-muted-foreground">Os seminovos mais procurados da semana.</p>
            </div>
            <Link
              href="/cars"
              prefetch={false}
              className={cn(buttonVariants({ variant: "outline" }), "min-h-11")}
            >
              Ver todo o estoque
              <StaticIcon svg={ArrowRight} />
            </Link>
          </div>
          {featured.length ? (
            <CarCards
              cars={featured}
              whatsappNumber={info.whatsapp}
              scrollMemory="featured"
              className="mt-8 sm:grid-cols-2 lg:grid-cols-3"
              testId="featured-cars"
            />
          ) : (
            <p className="mt-8 text-muted-foreground">Novas ofertas chegam em breve.</p>
          )}
        </div>
      </section>

      <section aria-labelledby="why-title" className="mx-auto max-w-7xl px-4 py-16">
        <div className="grid items-center gap-10 lg:grid-cols-[1fr_2fr]">
          <div>
            <h2 id="why-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Por que comprar na {info.name}?
            </h2>
            <p className="mt-4 text-muted-foreground">
              <strong className="text-4xl font-bold text-foreground">+10 anos</strong>
              <br />
              Mais de 10 anos no mercado de seminovos, com milhares de clientes satisfeitos.
            </p>
          </div>
          <ul className="grid gap-6 sm:grid-cols-2">
            {SELLING_POINTS.map((point) => (
              <li key={point.title} className="rounded-xl border bg-card p-6 shadow-sm">
                <StaticIcon svg={point.icon} className="size-8 text-link" />
                <h3 className="mt-4 text-lg font-semibold">{point.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{point.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="cta-title" className="bg-header text-header-foreground">
        <div className="mx-auto flex max-w-7xl flex-col items-center px-4 py-16 text-center">
          <h2 id="cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Pronto para encontrar seu próximo carro?
          </h2>
          <p className="mt-3 max-w-2xl text-header-muted-foreground">
            Explore o estoque completo ou agende uma visita para conhecer os carros de perto e fazer um test
            drive.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link href="/cars" prefetch={false} className={cn(buttonVariants({ size: "lg" }), "min-h-12")}>
              Explorar Estoque
            </Link>
            <Link
              href="/contact"
              prefetch={false}
              className={cn(
                buttonVariants({ variant: "outline", size: "lg" }),
                "min-h-12 border-white/40 bg-transparent text-header-foreground hover:bg-white/10 hover:text-header-foreground",
              )}
            >
              Agendar Visita
            </Link>
          </div>
        </div>
      </section>

      <DealerJsonLd offers={featured.slice(0, FEATURED_IN_JSON_LD)} />
    </>
  );
}
