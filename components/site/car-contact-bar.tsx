import { MessageSquareText, Phone } from "lucide-static";

import { WhatsAppMark } from "@/components/site/brand-marks";
import { StaticIcon } from "@/components/site/static-icon";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

type Props = {
  carId: string;
  whatsappHref: string;
  phoneHref: string;
  /** The proposal form's anchor on the page; null for a sold car, which takes no proposal. */
  proposalHref: string | null;
};

const BUTTON = "min-h-12 px-2 has-[>svg]:px-2";

/**
 * The phone's contact bar of a car page (docs/showroom.md): WhatsApp, call and proposal kept at the bottom of the
 * screen while the visitor reads the photos, specifications and financing. Plain server-rendered links and icons (StaticIcon), no
 * client code: the clicks are tracked like the buttons at the top of the page, through the same data attributes
 * (components/site/visitor-effects.tsx). Sticky at the end of the car's content rather than fixed, so at the end
 * of the page it rests in its own place above the footer instead of covering it; globals.css keeps it from
 * hiding a focused control (scroll padding) and steps it aside while the visitor types.
 */
export function CarContactBar({ carId, whatsappHref, phoneHref, proposalHref }: Props) {
  return (
    <div
      role="group"
      aria-label="Falar sobre este carro"
      data-contact-bar=""
      data-testid="car-contact-bar"
      className="sticky bottom-0 z-30 -mx-4 mt-10 border-t bg-background/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur lg:hidden"
    >
      <div className={cn("mx-auto grid max-w-xl gap-2", proposalHref ? "grid-cols-3" : "grid-cols-2")}>
        <a
          data-track-car={carId}
          data-track-action="whatsapp_click"
          href={whatsappHref}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(buttonVariants({ variant: "whatsapp" }), BUTTON)}
          data-testid="car-bar-whatsapp"
        >
          <WhatsAppMark className="size-5" />
          WhatsApp
        </a>
        <a
          data-track-car={carId}
          data-track-action="phone_click"
          href={phoneHref}
          className={cn(buttonVariants({ variant: "outline" }), BUTTON)}
          data-testid="car-bar-call"
        >
          <StaticIcon svg={Phone} />
          Ligar
        </a>
        {proposalHref ? (
          <a href={proposalHref} className={cn(buttonVariants(), BUTTON)} data-testid="car-bar-proposal">
            <StaticIcon svg={MessageSquareText} />
            Proposta
          </a>
        ) : null}
      </div>
    </div>
  );
}
