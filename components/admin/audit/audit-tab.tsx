"use client";

import { Search } from "lucide-react";
import { useId, useMemo, useState, type FormEvent } from "react";

import { AuditChanges } from "@/components/admin/audit/audit-changes";
import { ListSkeleton } from "@/components/admin/kit/list-skeleton";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { DataTablePagination } from "@/components/ui/data-table-pagination";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { useApiData } from "@/lib/admin/use-api-data";
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from "@/lib/audit/labels";
import { AUDIT_ENTITIES, type ApiAuditEntry, type AuditEntity, type AuditPage } from "@/lib/audit/schema";
import { formatDateTime } from "@/lib/format/dates";

const PAGE_SIZE = 25;

type Filters = { entity: AuditEntity | ""; actorId: string; entityId: string };
type StaffAccounts = { users: Array<{ id: string; email: string }> };

const columns: Array<DataTableColumn<ApiAuditEntry>> = [
  {
    id: "at",
    header: "Quando",
    enableSorting: false,
    meta: { card: "title" },
    cell: ({ row }) => (
      <time dateTime={row.original.at} className="whitespace-nowrap">
        {formatDateTime(row.original.at)}
      </time>
    ),
  },
  {
    id: "actor",
    header: "Quem",
    enableSorting: false,
    cell: ({ row }) => <span className="break-all">{row.original.actorEmail}</span>,
  },
  {
    id: "entity",
    header: "Registro",
    enableSorting: false,
    cell: ({ row }) => (
      <div className="min-w-32">
        <div>{AUDIT_ENTITY_LABELS[row.original.entity]}</div>
        <code className="text-xs break-all text-muted-foreground">{row.original.entityId}</code>
      </div>
    ),
  },
  {
    id: "action",
    header: "Ação",
    enableSorting: false,
    cell: ({ row }) => (
      <Badge variant={row.original.action === "delete" ? "destructive" : "secondary"}>
        {AUDIT_ACTION_LABELS[row.original.action]}
      </Badge>
    ),
  },
  {
    id: "changes",
    header: "Alterações",
    enableSorting: false,
    meta: { card: "wide", className: "w-full min-w-56 whitespace-normal" },
    cell: ({ row }) => <AuditChanges entry={row.original} />,
  },
];

/** 'Auditoria': every recorded staff change, newest first, filtered by entity, person and record. */
export function AuditTab() {
  const ids = useId();
  const [filters, setFilters] = useState<Filters>({ entity: "", actorId: "", entityId: "" });
  const [entityIdDraft, setEntityIdDraft] = useState("");
  const [page, setPage] = useState(1);
  const staff = useApiData<StaffAccounts>("/api/users?staff=true&pageSize=200");

  const url = useMemo(() => {
    const query = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
    if (filters.entity) query.set("entity", filters.entity);
    if (filters.actorId) query.set("actorId", filters.actorId);
    if (filters.entityId) query.set("entityId", filters.entityId);
    return `/api/audit?${query}`;
  }, [filters, page]);
  const audit = useApiData<AuditPage>(url, { keepPrevious: true });

  function change(next: Partial<Filters>) {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    change({ entityId: entityIdDraft.trim() });
  }

  return (
    <div className="flex flex-col gap-4">
      <h2 id="panel-audit-title" className="text-xl font-semibold">
        Auditoria{" "}
        {audit.data ? (
          <span className="text-base font-normal text-muted-foreground">({audit.data.total})</span>
        ) : null}
      </h2>
      <form
        onSubmit={submit}
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.5fr)_auto] sm:items-end"
        aria-label="Filtros da auditoria"
      >
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-entity`}>Tipo de registro</Label>
          <NativeSelect
            id={`${ids}-entity`}
            value={filters.entity}
            onChange={(event) => change({ entity: event.target.value as Filters["entity"] })}
          >
            <NativeSelectOption value="">Todos</NativeSelectOption>
            {AUDIT_ENTITIES.map((entity) => (
              <NativeSelectOption key={entity} value={entity}>
                {AUDIT_ENTITY_LABELS[entity]}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-actor`}>Quem</Label>
          <NativeSelect
            id={`${ids}-actor`}
            value={filters.actorId}
            onChange={(event) => change({ actorId: event.target.value })}
          >
            <NativeSelectOption value="">Todos</NativeSelectOption>
            {(staff.data?.users ?? []).map((user) => (
              <NativeSelectOption key={user.id} value={user.id}>
                {user.email}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-record`}>ID do registro</Label>
          <Input
            id={`${ids}-record`}
            value={entityIdDraft}
            onChange={(event) => setEntityIdDraft(event.target.value)}
            placeholder="Cole o ID do carro, venda…"
            autoComplete="off"
          />
        </div>
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" />
          Filtrar
        </Button>
      </form>
      {audit.state === "loading" ? (
        <ListSkeleton />
      ) : audit.state === "error" ? (
        <p role="alert" className="text-sm text-destructive">
          {audit.message}
        </p>
      ) : (
        <>
          <DataTable
            label="Registros de auditoria"
            columns={columns}
            data={audit.data.entries}
            getRowId={(entry) => entry.id}
            sort={null}
            onSortChange={() => undefined}
            busy={audit.stale}
            rowTestId="audit-row"
            empty="Nenhuma alteração registrada com esses filtros."
          />
          <DataTablePagination
            page={page}
            pageSize={audit.data.pageSize}
            total={audit.data.total}
            onPageChange={setPage}
          />
        </>
      )}
    </div>
  );
}
