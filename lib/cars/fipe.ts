// How the showroom compares a car's price with its Tabela FIPE reference (docs/showroom.md "Price notes").
// Pure, shared by the card and the car page. Both figures are rounded down so the claim is never larger than
// the truth: R$ 4.150,90 below is "R$ 4.150", 5.9 % is "5%", and under 1 % is "menos de 1%".

import { formatPrice } from "@/lib/format/money";

const MONTHS = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"] as const;

/** The car form's mask: digits typed or pasted become NNNNNN-N as they are typed; anything else is dropped. */
export function maskFipeCode(text: string): string {
  const digits = text.replace(/\D/g, "").slice(0, 7);
  return digits.length > 6 ? `${digits.slice(0, 6)}-${digits.slice(6)}` : digits;
}

/** "2026-11" → "nov/2026"; anything else is returned as it is. */
export function formatReferenceMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && name ? `${name}/${match[1]}` : month;
}

export type FipeComparison = {
  /** Whole reais below the FIPE price. */
  amount: number;
  /** Whole percent of the FIPE price, rounded down (0 when under 1 %). */
  percent: number;
  /** "R$ 4.100 (5%) abaixo da Tabela FIPE" */
  text: string;
  /** "ref. nov/2026" */
  reference: string;
};

type FipeFields = {
  price: number;
  fipePrice: number | null;
  fipeReferenceMonth: string | null;
};

/** How far below the FIPE price the car is, or null when it is not below it (or has no FIPE reference). */
export function fipeComparison(car: FipeFields): FipeComparison | null {
  const { price, fipePrice, fipeReferenceMonth } = car;
  if (fipePrice === null || fipeReferenceMonth === null || !(price < fipePrice)) return null;
  // In cents first, so 0.1 + 0.2 style errors never take a real from the amount.
  const amount = Math.floor((Math.round(fipePrice * 100) - Math.round(price * 100)) / 100);
  if (amount < 1) return null;
  const percent = Math.floor((amount * 100) / fipePrice);
  const share = percent < 1 ? "menos de 1%" : `${percent}%`;
  return {
    amount,
    percent,
    text: `${formatPrice(amount)} (${share}) abaixo da Tabela FIPE`,
    reference: `ref. ${formatReferenceMonth(fipeReferenceMonth)}`,
  };
}
