import type { Metadata } from "next";
import { Clock, Gem, Handshake, Lightbulb, MapPin, ShieldCheck } from "lucide-static";
import Link from "next/link";

import { DealerJsonLd } from "@/components/site/dealer-json-ld";
import { StaticIcon } from "@/components/site/static-icon";
import { OpeningHoursList } from "@/components/site/opening-hours-list";
import { buttonVariants } from "@/components/ui/button";
import { listCars } from "@/lib/cars/queries";
import { dealer } from "@/lib/seo/dealer";
import { pageMetadata } from "@/lib/seo/metadata";
import { cn } from "@/lib/utils";

export function generateMetadata(): Metadata {
  const { name } = dealer();
  return pageMetadata({
    title: "Sobre nós",
    description: `Conheça a história, os valores e a equipe da ${name}: mais de 10 anos vendendo seminovos premium com transparência.`,
    path: "/about",
    siteName: name,
  });
}

const VALUES = [
  {
    icon: ShieldCheck,
    title: "Confiança",
    text: "Procedência verificada, laudo cautelar e total transparência em cada negociação.",
  },
  {
    icon: Gem,
    title: "Excelência",
    text: "Somente veículos que passam pela nossa vistoria rigorosa chegam ao estoque.",
  },
  {
    icon: Handshake,
    title: "Relacionamento",
    text: "Clientes que voltam e indicam: nosso maior orgulho em mais de uma década.",
  },
  {
    icon: Lightbulb,
    title: "Inovação",
    text: "Atendimento digital, propostas online e avaliação rápida do seu usado.",
  },
] as const;

const STATS = [
  { value: "10+", label: "anos de mercado" },
  { value: "1200+", label: "veículos vendidos" },
  { value: "98%", label: "clientes satisfeitos" },
];

/** The stock figure is the real count of cars for sale (a fixed '50+' would soon be untrue), left out at zero. */
function stockStat(available: number) {
  if (available === 0) return [];
  return [{ value: String(available), label: available === 1 ? "carro em estoque" : "carros em estoque" }];
}

const TEAM = [
  { name: "Ricardo Almeida", role: "Fundador e diretor comercial" },
  { name: "Fernanda Costa", role: "Gerente de vendas" },
  { name: "Marcos Oliveira", role: "Especialista em avaliação e financiamento" },
] as const;

const initials = (name: string) =>
  name
    .split(" ")
    .map((part) => part[0])
    .join("")
    .slice(0, 2);

export default async function AboutPage() {
  const info = dealer();
  const stats = [...STATS, ...stockStat((await listCars("available")).length)];
  return (
    <>
      <section className="bg-header text-header-foreground">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
          <p className="text-sm font-semibold tracking-[0.2em] text-primary uppercase">Sobre nós</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            Mais de 10 anos realizando o sonho do carro certo
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-header-muted-foreground">
            A {info.name} nasceu da paixão por automóveis e da vontade de tornar a compra de um seminovo uma
            experiência simples, segura e transparente.
          </p>
        </div>
      </section>

      <section
        aria-labelledby="history-title"
        className="mx-auto grid max-w-7xl gap-10 px-4 py-16 lg:grid-cols-2"
      >
        <div>
          <h2 id="history-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Nossa História
          </h2>
          <div className="mt-4 space-y-4 leading-relaxed text-muted-foreground">
            <p>
              Começamos com um pequeno pátio e poucos carros, mas com uma convicção: cada cliente merece saber
              exatamente o que está comprando. Vistoria completa, documentação em dia e preço justo viraram a
              nossa marca.
            </p>
            <p>
              Hoje somos referência em seminovos premium em São Paulo, com financiamento facilitado, avaliação
              do seu usado na troca, garantia estendida e manutenção especializada, sempre com o mesmo cuidado
              do primeiro dia.
            </p>
          </div>
        </div>
        <ul className="grid grid-cols-2 gap-4" aria-label="Nossos números">
          {stats.map((stat) => (
            <li key={stat.label} className="rounded-xl border bg-card p-6 text-center shadow-sm">
              <p className="text-4xl font-bold tracking-tight text-link">{stat.value}</p>
              <p className="mt-1 text-sm text-muted-foreground">{stat.label}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="values-title" className="bg-muted/60 py-16">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="values-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Nossos Valores
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map((value) => (
              <li key={value.title} className="rounded-xl border bg-card p-6 shadow-sm">
                <StaticIcon svg={value.icon} className="size-8 text-link" />
                <h3 className="mt-4 text-lg font-semibold">{value.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="team-title" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="team-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Nossa Equipe
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-3">
          {TEAM.map((member) => (
            <li key={member.name} className="flex items-center gap-4 rounded-xl border bg-card p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-14 shrink-0 items-center justify-center rounded-full bg-header text-lg font-bold text-primary"
              >
                {initials(member.name)}
              </span>
              <div>
                <h3 className="font-semibold">{member.name}</h3>
                <p className="text-sm text-muted-foreground">{member.role}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="visit-title" className="bg-muted/60 py-16">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 lg:grid-cols-2">
          <div>
            <h2 id="visit-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Venha nos visitar
            </h2>
            <p className="mt-3 text-muted-foreground">
              Conheça o estoque de perto, faça um test drive e tome um café com a gente.
            </p>
            <h3 className="mt-6 flex items-center gap-2 font-semibold">
              <StaticIcon svg={Clock} className="size-5 text-link" />
              Horário de funcionamento
            </h3>
            <OpeningHoursList hours={info.hours} className="mt-2 max-w-sm" />
            <Link href="/contact" prefetch={false} className={cn(buttonVariants({ size: "lg" }), "mt-8")}>
              Agendar Visita
            </Link>
          </div>
          <div className="flex flex-col justify-between gap-6 overflow-hidden rounded-xl border bg-header p-8 text-header-foreground shadow-sm">
            <StaticIcon svg={MapPin} className="size-10 text-primary" />
            <div>
              <h3 className="text-lg font-semibold">{info.name}</h3>
              <p className="mt-1 text-header-muted-foreground">{info.address}</p>
            </div>
            <a
              href={info.mapsHref}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(buttonVariants({ variant: "default" }), "self-start")}
            >
              Ver no mapa
            </a>
          </div>
        </div>
      </section>
      <DealerJsonLd />
    </>
  );
}
