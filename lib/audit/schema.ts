import { z } from "zod";

import type { AuditChanges } from "@/lib/audit/diff";
import { listPageSchema, listQuerySchema, type ListPage } from "@/lib/lists/query";

// GET /api/audit's query and answer (docs/audit.md), shared by the route and the admin's audit view. No server
// imports.

export const AUDIT_ENTITIES = ["car", "sale", "expense", "document", "invoice", "user"] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
export const AUDIT_ACTIONS = ["create", "update", "delete"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const INVALID_AUDIT_ENTITY = `Entidade inválida: use ${AUDIT_ENTITIES.join(", ")}.`;
export const INVALID_AUDIT_ID = "Identificador inválido.";

/** An id to filter by: trimmed, empty is no filter; longer than any id the app hands out is refused. */
const idFilter = z
  .string({ error: INVALID_AUDIT_ID })
  .trim()
  .max(64, { error: INVALID_AUDIT_ID })
  .regex(/^[\w-]*$/, { error: INVALID_AUDIT_ID })
  .optional()
  .transform((value) => value || undefined);

/** The list's paging rules (page from 1, pageSize 1–200) with its filters; no search or sort: always newest first. */
export const auditQuerySchema = listQuerySchema(["at"])
  .pick({ page: true, pageSize: true })
  .extend({
    entity: z
      .string({ error: INVALID_AUDIT_ENTITY })
      .max(64, { error: INVALID_AUDIT_ENTITY })
      .optional()
      .transform((value, context): AuditEntity | undefined => {
        if (!value) return undefined;
        if ((AUDIT_ENTITIES as readonly string[]).includes(value)) return value as AuditEntity;
        context.addIssue({ code: "custom", message: INVALID_AUDIT_ENTITY });
        return z.NEVER;
      }),
    entityId: idFilter,
    actorId: idFilter,
  });

export type AuditQuery = z.output<typeof auditQuerySchema>;

/** A value of the trail, as shown: text, a number, a flag, null, or a list or object of those. */
const auditValue = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.unknown()),
  z.record(z.string(), z.unknown()),
]);

export const apiAuditEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  actorId: z.string(),
  actorEmail: z.string(),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  changes: z
    .record(z.string(), z.tuple([auditValue, auditValue]))
    .describe('{campo: [antes, depois]}; arquivos aparecem como "(arquivo)", senhas nunca'),
});
// The values' nesting is typed by AuditValue; the schema describes one level of it.
export type ApiAuditEntry = Omit<z.output<typeof apiAuditEntrySchema>, "changes"> & { changes: AuditChanges };

/** GET /api/audit: a page of the trail, newest first. */
export const auditPageSchema = listPageSchema.extend({ entries: z.array(apiAuditEntrySchema) });
export type AuditPage = ListPage & { entries: ApiAuditEntry[] };
