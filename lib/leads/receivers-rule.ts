// Who receives leads when nobody said (docs/business-rules.md "Leads"): a vendedor does, other staff do not; an
// account without a staff role never does, whatever its flag says. No server imports.

export function receivesLeads(user: { role: string; receivesLeads: boolean | null }): boolean {
  if (user.role === "user") return false;
  return user.receivesLeads ?? user.role === "vendedor";
}
