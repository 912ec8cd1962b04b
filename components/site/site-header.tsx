import { Phone } from "lucide-static";

import { WhatsAppMark } from "@/components/site/brand-marks";
import { HeaderAuthLinks } from "@/components/site/header-auth-links";
import { MobileMenu } from "@/components/site/mobile-menu";
import { SiteLogo } from "@/components/site/site-logo";
import { SiteNavLinks } from "@/components/site/site-nav-links";
import { StaticIcon } from "@/components/site/static-icon";
import { dealer } from "@/lib/seo/dealer";

/** The site header: static, so every showroom page stays cacheable; the per-user links are a client island. */
export function SiteHeader() {
  const info = dealer();
  return (
    <header className="sticky top-0 z-40 bg-header text-header-foreground shadow-sm">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-3">
        <SiteLogo name={info.name} className="mr-auto rounded-md" />
        <nav aria-label="Principal" className="hidden lg:block">
          <SiteNavLinks orientation="horizontal" />
        </nav>
        <div className="flex items-center gap-0.5 sm:gap-2">
          <a
            href={info.phoneHref}
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2 text-sm font-medium text-header-foreground hover:bg-white/10 sm:px-3"
          >
            <StaticIcon svg={Phone} className="size-5 text-primary" />
            <span className="sr-only sm:not-sr-only">{info.phone}</span>
            <span className="sr-only"> (ligar)</span>
          </a>
          <a
            href={info.whatsappHref}
            target="_blank"
            rel="noopener noreferrer"
            className="hidden min-h-11 items-center gap-2 rounded-md bg-whatsapp px-4 text-sm font-semibold text-whatsapp-foreground hover:bg-whatsapp/90 md:inline-flex"
          >
            <WhatsAppMark className="size-5" />
            Falar com Consultor
          </a>
          <HeaderAuthLinks />
          <MobileMenu>
            <a
              href={info.phoneHref}
              className="flex min-h-11 items-center gap-2 rounded-md px-3 text-header-foreground hover:bg-white/10"
            >
              <StaticIcon svg={Phone} className="size-5" />
              Ligar: {info.phone}
            </a>
            <a
              href={info.whatsappHref}
              target="_blank"
              rel="noopener noreferrer"
              className="flex min-h-11 items-center justify-center gap-2 rounded-md bg-whatsapp px-3 font-medium text-whatsapp-foreground"
            >
              <WhatsAppMark className="size-5" />
              Falar com Consultor
            </a>
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}
