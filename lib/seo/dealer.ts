import "server-only";

import { env, siteUrl } from "@/lib/env";
import { telLink, whatsappLink } from "@/lib/format/whatsapp";
import { WHATSAPP_GREETING } from "@/lib/constants/contact";
import { openingSchedule } from "@/lib/opening-hours/config";
import { openingHoursRows, type OpeningHoursRow } from "@/lib/opening-hours/describe";
import type { OpeningSchedule } from "@/lib/opening-hours/schedule";

// The dealer's contact details (from the environment, README "Configuration"), with the links built once.
// Server-only: client islands receive the values they need as props.

export type Dealer = {
  name: string;
  phone: string;
  phoneHref: string;
  whatsapp: string;
  whatsappHref: string;
  email: string;
  emailHref: string;
  address: string;
  mapsHref: string;
  siteUrl: string;
  /** OPENING_HOURS, and the lines the pages show of it. */
  openingSchedule: OpeningSchedule;
  hours: OpeningHoursRow[];
};

export function dealer(): Dealer {
  return {
    name: env.DEALER_NAME,
    phone: env.DEALER_PHONE,
    phoneHref: telLink(env.DEALER_PHONE),
    whatsapp: env.DEALER_WHATSAPP,
    whatsappHref: whatsappLink(env.DEALER_WHATSAPP, WHATSAPP_GREETING),
    email: env.DEALER_EMAIL,
    emailHref: `mailto:${env.DEALER_EMAIL}`,
    address: env.DEALER_ADDRESS,
    mapsHref: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(env.DEALER_ADDRESS)}`,
    siteUrl,
    openingSchedule: openingSchedule(),
    hours: openingHoursRows(openingSchedule()),
  };
}
