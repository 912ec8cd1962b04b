import { Clock, Mail, MapPin, Phone } from "lucide-static";
import Link from "next/link";

import { FacebookMark, InstagramMark, YouTubeMark } from "@/components/site/brand-marks";
import { SiteLogo } from "@/components/site/site-logo";
import { StaticIcon } from "@/components/site/static-icon";
import { SERVICES, SOCIAL_LINKS, TRADE_IN_SERVICE } from "@/lib/constants/showroom";
import { dealer } from "@/lib/seo/dealer";

const QUICK_LINKS = [
  { href: "/", label: "Início" },
  { href: "/cars", label: "Carros em Estoque" },
  { href: "/about", label: "Sobre Nós" },
  { href: "/contact", label: "Fale Conosco" },
] as const;

const SOCIAL_MARKS = { Instagram: InstagramMark, Facebook: FacebookMark, YouTube: YouTubeMark } as const;

/** The site footer (docs/showroom.md): quick links, services, contact details, opening hours, social links. */
export function SiteFooter() {
  const info = dealer();
  return (
    <footer className="bg-header text-header-muted-foreground">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <SiteLogo name={info.name} className="inline-block rounded-md" />
          <p className="text-sm leading-relaxed">
            Seminovos selecionados, revisados e com garantia. Há mais de 10 anos ajudando você a encontrar o
            carro certo.
          </p>
          <ul className="flex gap-2" aria-label="Redes sociais">
            {SOCIAL_LINKS.map((social) => {
              const Mark = SOCIAL_MARKS[social.name];
              return (
                <li key={social.name}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex size-11 items-center justify-center rounded-md border border-white/15 text-header-foreground hover:border-primary hover:text-primary"
                  >
                    <Mark className="size-5" />
                    <span className="sr-only">{social.name}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        <nav aria-labelledby="footer-links">
          <h2
            id="footer-links"
            className="text-sm font-semibold tracking-wider text-header-foreground uppercase"
          >
            Links Rápidos
          </h2>
          <ul className="mt-3 space-y-1 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  prefetch={false}
                  className="inline-flex min-h-11 items-center hover:text-primary sm:min-h-9"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wider text-header-foreground uppercase">Serviços</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {SERVICES.map((service) =>
              service === TRADE_IN_SERVICE ? (
                <li key={service}>
                  <Link
                    href="/avaliacao"
                    prefetch={false}
                    className="inline-flex min-h-11 items-center hover:text-primary sm:min-h-0"
                  >
                    {service}
                  </Link>
                </li>
              ) : (
                <li key={service}>{service}</li>
              ),
            )}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wider text-header-foreground uppercase">Contato</h2>
          <ul className="mt-3 space-y-3 text-sm">
            <li className="flex gap-2">
              <StaticIcon svg={MapPin} className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>{info.address}</span>
            </li>
            <li>
              <a
                href={info.phoneHref}
                className="inline-flex min-h-11 items-center gap-2 hover:text-primary sm:min-h-0"
              >
                <StaticIcon svg={Phone} className="size-4 shrink-0 text-primary" />
                {info.phone}
              </a>
            </li>
            <li>
              <a
                href={info.emailHref}
                className="inline-flex min-h-11 items-center gap-2 break-all hover:text-primary sm:min-h-0"
              >
                <StaticIcon svg={Mail} className="size-4 shrink-0 text-primary" />
                {info.email}
              </a>
            </li>
            <li className="flex gap-2">
              <StaticIcon svg={Clock} className="mt-0.5 size-4 shrink-0 text-primary" />
              <dl className="grid grid-cols-[auto_1fr] gap-x-2">
                {info.hours.map((entry) => (
                  <div key={entry.days} className="contents">
                    <dt>{entry.days}:</dt>
                    <dd>{entry.hours}</dd>
                  </div>
                ))}
              </dl>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs">{info.name}. Todos os direitos reservados.</p>
      </div>
    </footer>
  );
}
