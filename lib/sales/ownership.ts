import { roleCan } from "@/lib/auth/permissions";

// Who may edit, close or delete a sale: staff with "sales:manage-all" any sale, a vendedor only the sales they
// created. The sale service enforces it; the sales tab asks the same question to decide which buttons to show.
// No server imports.

export type SaleChanger = { id: string; role: string };

export function canChangeSale(actor: SaleChanger | null, sale: { salespersonId: string | null }): boolean {
  if (!actor) return false;
  return (
    roleCan(actor.role, "sales:manage-all") ||
    (sale.salespersonId !== null && sale.salespersonId === actor.id)
  );
}
