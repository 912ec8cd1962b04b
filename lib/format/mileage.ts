const thousands = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });

/** "38.500 km": thousands separator plus " km" (docs/showroom.md). */
export function formatMileage(km: number): string {
  return `${thousands.format(Math.round(km))} km`;
}
