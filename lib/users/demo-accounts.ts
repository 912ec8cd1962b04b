import type { Role } from "@/lib/db/generated/client";

// The demo's staff accounts, one per role, with the password the README publishes. The seed creates them
// (prisma/seed.ts); the launcher's account checks (lib/users/staff-accounts.ts) recognise them by these e-mails.

export const DEMO_PASSWORD = "demo1234";

export const DEMO_STAFF: ReadonlyArray<{ email: string; role: Role; name: string }> = [
  { email: "admin@autopremium.com.br", role: "admin", name: "Administrador Auto Premium" },
  { email: "gerente@autopremium.com.br", role: "gerente", name: "Marina Albuquerque" },
  { email: "vendedor@autopremium.com.br", role: "vendedor", name: "Rafael Souza" },
  { email: "ajudante@autopremium.com.br", role: "ajudante", name: "Lucas Ferreira" },
  { email: "cliente@autopremium.com.br", role: "user", name: "Cliente Demonstração" },
];

/** The demo name of the account with `role`. */
export function demoStaffName(role: Role): string {
  return DEMO_STAFF.find((member) => member.role === role)!.name;
}
