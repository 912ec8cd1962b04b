import { ArrowRight } from "lucide-react";

import { AUDIT_ACTION_LABELS, auditFieldLabel, formatAuditValue } from "@/lib/audit/labels";
import type { ApiAuditEntry } from "@/lib/audit/schema";

/** The field changes of one entry: "Preço: R$ 100.000,00 → R$ 95.000,00", one per line, in pt-BR. */
export function AuditChanges({ entry }: { entry: ApiAuditEntry }) {
  const fields = Object.entries(entry.changes);
  if (!fields.length) return <p className="text-sm text-muted-foreground">Sem campos alterados.</p>;
  return (
    <ul className="space-y-1 text-sm" aria-label={`${AUDIT_ACTION_LABELS[entry.action]}: campos`}>
      {fields.map(([field, [before, after]]) => (
        <li key={field} className="break-words" data-testid="audit-change">
          <span className="font-medium">{auditFieldLabel(field)}:</span>{" "}
          {entry.action === "create" ? (
            formatAuditValue(entry.entity, field, after)
          ) : entry.action === "delete" ? (
            formatAuditValue(entry.entity, field, before)
          ) : (
            <>
              <span className="text-muted-foreground">{formatAuditValue(entry.entity, field, before)}</span>
              <ArrowRight aria-label="para" className="mx-1 inline size-3.5" />
              <span>{formatAuditValue(entry.entity, field, after)}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
