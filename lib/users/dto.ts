import { z } from "zod";

import { ROLES } from "@/lib/constants/auth";
import { receivesLeads } from "@/lib/leads/receivers-rule";
import { listPageSchema } from "@/lib/lists/query";

// An account as GET /api/users answers it (docs/business-rules.md "Users and roles"). A new field is one line in
// each of the select, the schema and toApiUser. No server imports: the roles tab uses the type.

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
  role: (typeof ROLES)[number];
  receivesLeads: boolean | null;
  /** Prisma's Decimal, read through its number (no server import here). */
  commissionPercent: { toNumber(): number };
  createdAt: Date;
  updatedAt: Date;
};

export const apiUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** Whether new leads are assigned to them in rotation (the role's default unless set). */
  receivesLeads: z.boolean().describe("Se recebe leads no rodízio (o padrão do cargo, se não definido)"),
  /** The percent of a closed sale's price this person earns. */
  commissionPercent: z.number().describe("O percentual do preço de uma venda fechada que a pessoa recebe"),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type ApiUser = z.output<typeof apiUserSchema>;

/** GET /api/users: a page of accounts. */
export const userListAnswerSchema = listPageSchema.extend({
  success: z.literal(true),
  users: z.array(apiUserSchema),
});
export type UserListAnswer = z.output<typeof userListAnswerSchema>;

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
