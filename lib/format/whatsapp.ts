import { WHATSAPP_CAR_MESSAGE } from "@/lib/constants/contact";
import { WHATSAPP_COUNTRY_CODE } from "@/lib/constants/locale";
import { phoneDigits } from "@/lib/format/phone";

// Links that leave the site: WhatsApp chats with a prefilled text, and phone calls.

/** The number in international form: Brazilian digits prefixed with 55 unless they already carry it. */
export function internationalNumber(phone: string): string {
  const digits = phoneDigits(phone);
  if (digits.startsWith(WHATSAPP_COUNTRY_CODE) && digits.length >= 12) return digits;
  return `${WHATSAPP_COUNTRY_CODE}${digits}`;
}

export function whatsappLink(phone: string, text: string): string {
  return `https://wa.me/${internationalNumber(phone)}?text=${encodeURIComponent(text)}`;
}

export function telLink(phone: string): string {
  return `tel:+${internationalNumber(phone)}`;
}

type CarForMessage = { brand: string; model: string; year: string; whatsappMessage?: string | null };

/** The car's own message when it has one, otherwise the default interest text. */
export function carWhatsappMessage(car: CarForMessage): string {
  const custom = car.whatsappMessage?.trim();
  if (custom) return custom;
  return WHATSAPP_CAR_MESSAGE.replace("{brand}", car.brand)
    .replace("{model}", car.model)
    .replace("{year}", car.year);
}

export function carWhatsappLink(phone: string, car: CarForMessage): string {
  return whatsappLink(phone, carWhatsappMessage(car));
}
