import type { Metadata } from "next";
import { CalendarCheck, Car, Clock, Mail, MapPin, Phone } from "lucide-static";
import Link from "next/link";

import { BookingForm } from "@/components/site/booking-form";
import { ContactForm } from "@/components/site/contact-form";
import { WhatsAppMark } from "@/components/site/brand-marks";
import { DealerJsonLd } from "@/components/site/dealer-json-ld";
import { StaticIcon } from "@/components/site/static-icon";
import { OpeningHoursList } from "@/components/site/opening-hours-list";
import { buttonVariants } from "@/components/ui/button";
import { WHATSAPP_VISIT_MESSAGE } from "@/lib/constants/contact";
import { env } from "@/lib/env";
import { whatsappLink } from "@/lib/format/whatsapp";
import { dealer } from "@/lib/seo/dealer";
import { pageMetadata } from "@/lib/seo/metadata";
import { cn } from "@/lib/utils";

export function generateMetadata(): Metadata {
  const { name } = dealer();
  return pageMetadata({
    title: "Contato",
    description: `Fale com a ${name} pelo WhatsApp, telefone ou e-mail, envie uma mensagem ou agende sua visita.`,
    path: "/contact",
    siteName: name,
  });
}

export default function ContactPage() {
  const info = dealer();
  const iconClass = "size-7 text-link";
  const cards = [
    {
      icon: <WhatsAppMark className={iconClass} />,
      title: "WhatsApp",
      text: "Resposta rápida com um consultor.",
      href: info.whatsappHref,
      value: info.whatsapp,
      external: true,
    },
    {
      icon: <StaticIcon svg={Phone} className={iconClass} />,
      title: "Telefone",
      text: "Ligue durante o horário comercial.",
      href: info.phoneHref,
      value: info.phone,
      external: false,
    },
    {
      icon: <StaticIcon svg={Mail} className={iconClass} />,
      title: "E-mail",
      text: "Respondemos em até um dia útil.",
      href: info.emailHref,
      value: info.email,
      external: false,
    },
  ];

  return (
    <>
      <section className="bg-header text-header-foreground">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:py-16">
          <p className="text-sm font-semibold tracking-[0.2em] text-primary uppercase">Contato</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">Fale Conosco</h1>
          <p className="mt-4 max-w-2xl text-lg text-header-muted-foreground">
            Tire dúvidas, peça uma avaliação do seu usado ou agende um test drive. Estamos prontos para
            atender você.
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-12">
        <ul className="grid gap-4 sm:grid-cols-3">
          {cards.map((card) => (
            <li key={card.title}>
              <a
                href={card.href}
                {...(card.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                className="flex h-full flex-col gap-2 rounded-xl border bg-card p-6 shadow-sm transition-colors hover:border-foreground/30"
              >
                {card.icon}
                <h2 className="text-lg font-semibold">{card.title}</h2>
                <span className="text-sm text-muted-foreground">{card.text}</span>
                <span className="font-medium break-all text-link">{card.value}</span>
              </a>
            </li>
          ))}
        </ul>

        <div className="mt-12 grid gap-10 lg:grid-cols-12">
          <div className="grid content-start gap-10 lg:col-span-7">
            <section
              aria-labelledby="message-title"
              className="rounded-xl border bg-card p-5 shadow-sm sm:p-8"
            >
              <h2 id="message-title" className="text-2xl font-semibold">
                Envie uma mensagem
              </h2>
              <p className="mt-1 mb-6 text-sm text-muted-foreground">
                Campos marcados com * são obrigatórios.
              </p>
              <ContactForm />
            </section>

            <section
              id="agendar"
              aria-labelledby="booking-title"
              className="scroll-mt-24 rounded-xl border bg-card p-5 shadow-sm sm:p-8"
            >
              <h2 id="booking-title" className="text-2xl font-semibold">
                Agendar visita
              </h2>
              <p className="mt-1 mb-6 text-sm text-muted-foreground">
                Escolha o dia e o horário para conhecer a loja ou fazer um test drive. Campos marcados com *
                são obrigatórios.
              </p>
              <BookingForm
                openingHours={env.OPENING_HOURS}
                dealer={{ address: info.address, mapsHref: info.mapsHref, whatsappHref: info.whatsappHref }}
              />
            </section>
          </div>

          <div className="grid content-start gap-6 lg:col-span-5">
            <section
              aria-labelledby="location-title"
              className="rounded-xl border bg-header p-6 text-header-foreground shadow-sm"
            >
              <StaticIcon svg={MapPin} className="size-8 text-primary" />
              <h2 id="location-title" className="mt-3 text-lg font-semibold">
                Nossa localização
              </h2>
              <p className="mt-1 text-header-muted-foreground">{info.address}</p>
              <div className="mt-5 flex flex-wrap gap-3">
                <a
                  href={info.mapsHref}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={cn(buttonVariants())}
                >
                  Abrir no mapa
                </a>
                <a
                  href={info.phoneHref}
                  className={cn(
                    buttonVariants({ variant: "outline" }),
                    "border-white/40 bg-transparent text-header-foreground hover:bg-white/10 hover:text-header-foreground",
                  )}
                >
                  <StaticIcon svg={Phone} />
                  Ligar agora
                </a>
              </div>
            </section>

            <section aria-labelledby="hours-title" className="rounded-xl border bg-card p-6 shadow-sm">
              <h2 id="hours-title" className="flex items-center gap-2 text-lg font-semibold">
                <StaticIcon svg={Clock} className="size-5 text-link" />
                Horário de funcionamento
              </h2>
              <OpeningHoursList hours={info.hours} className="mt-3" />
            </section>

            <section aria-labelledby="channels-title" className="rounded-xl border bg-card p-6 shadow-sm">
              <h2 id="channels-title" className="text-lg font-semibold">
                Telefones e e-mails
              </h2>
              <ul className="mt-3 grid gap-1 text-sm">
                <li>
                  <a
                    href={info.phoneHref}
                    className="inline-flex min-h-11 items-center gap-2 text-link hover:underline"
                  >
                    <StaticIcon svg={Phone} className="size-4" />
                    {info.phone} (loja)
                  </a>
                </li>
                <li>
                  <a
                    href={info.whatsappHref}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-11 items-center gap-2 text-link hover:underline"
                  >
                    <WhatsAppMark className="size-4" />
                    {info.whatsapp} (WhatsApp)
                  </a>
                </li>
                <li>
                  <a
                    href={info.emailHref}
                    className="inline-flex min-h-11 items-center gap-2 break-all text-link hover:underline"
                  >
                    <StaticIcon svg={Mail} className="size-4" />
                    {info.email}
                  </a>
                </li>
              </ul>
            </section>

            <section aria-labelledby="visit-title" className="rounded-xl border bg-card p-6 shadow-sm">
              <h2 id="visit-title" className="text-lg font-semibold">
                Quer ver os carros de perto?
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">
                Agende sua visita e faça um test drive sem compromisso.
              </p>
              <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
                <a
                  href={whatsappLink(info.whatsapp, WHATSAPP_VISIT_MESSAGE)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={cn(buttonVariants({ variant: "whatsapp" }), "min-h-11")}
                  data-testid="schedule-whatsapp"
                >
                  <WhatsAppMark className="size-5" />
                  Agendar via WhatsApp
                </a>
                <a href="#agendar" className={cn(buttonVariants(), "min-h-11")}>
                  <StaticIcon svg={CalendarCheck} />
                  Agendar visita
                </a>
                <Link
                  href="/cars"
                  prefetch={false}
                  className={cn(buttonVariants({ variant: "outline" }), "min-h-11")}
                >
                  <StaticIcon svg={Car} />
                  Ver carros em estoque
                </Link>
              </div>
            </section>
          </div>
        </div>
      </div>
      <DealerJsonLd />
    </>
  );
}
