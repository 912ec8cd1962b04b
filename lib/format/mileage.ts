const thousands = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });

/** "38.500 km": thousands separator plus " km" (spec/showroom.md §9). */
export function formatMileage(km: number): string {
  return `${thousands.format(Math.round(km))} km`;
}
