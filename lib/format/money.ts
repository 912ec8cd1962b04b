// Prices on the showroom: BRL without decimals (docs/showroom.md). One formatter, built once.
const brl = new Intl.NumberFormat("pt-BR", {
  style: "currency",
  currency: "BRL",
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** "R$ 132.900" (the space is Intl's non-breaking one, so the symbol never wraps away from the number). */
export function formatPrice(value: number): string {
  return brl.format(Math.round(value));
}

const brlCents = new Intl.NumberFormat("pt-BR", {
  style: "currency",
  currency: "BRL",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "R$ 1.234,50": the admin panel's money, always with 2 decimals. */
export function formatMoney(value: number): string {
  return brlCents.format(value);
}
