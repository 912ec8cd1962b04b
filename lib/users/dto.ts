import { receivesLeads } from "@/lib/leads/receivers-rule";

// An account as GET /api/users answers it (docs/business-rules.md "Users and roles"). A new field is one line in
// each of the select, the type and toApiUser. No server imports: the roles tab uses the type.

export const userSelect = {
  id: true,
  email: true,
  role: true,
  receivesLeads: true,
  commissionPercent: true,
  createdAt: true,
  updatedAt: true,
} as const;

export type UserRecord = {
  id: string;
  email: string;
  role: string;
  receivesLeads: boolean | null;
  /** Prisma's Decimal, read through its number (no server import here). */
  commissionPercent: { toNumber(): number };
  createdAt: Date;
  updatedAt: Date;
};

export type ApiUser = {
  id: string;
  email: string;
  role: string;
  /** Whether new leads are assigned to them in rotation (the role's default unless set). */
  receivesLeads: boolean;
  /** The percent of a closed sale's price this person earns. */
  commissionPercent: number;
  created_at: string;
  updated_at: string;
};

export function toApiUser(user: UserRecord): ApiUser {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    receivesLeads: receivesLeads(user),
    commissionPercent: user.commissionPercent.toNumber(),
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  };
}
