import { formatMileage } from "@/lib/format/mileage";
import { formatMoney } from "@/lib/format/money";

/** What a numeric field will save, shown under it while typing ("Será salvo: R$ 52.900,00"); null when empty. */
export function savedValueHint(kind: "money" | "mileage", value: unknown): string | null {
  if (typeof value !== "number" || !Number.isFinite(value)) return null;
  return `Será salvo: ${kind === "money" ? formatMoney(value) : formatMileage(value)}`;
}
