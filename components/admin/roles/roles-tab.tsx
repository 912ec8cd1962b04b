"use client";

import { KeyRound, UserMinus, Users } from "lucide-react";
import { useState } from "react";

import { ConfirmDelete } from "@/components/admin/kit/confirm-delete";
import { AssignRoleForm } from "@/components/admin/roles/assign-role-form";
import { CommissionField } from "@/components/admin/roles/commission-field";
import { ResetPasswordDialog } from "@/components/admin/roles/reset-password-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { apiRequest } from "@/lib/api-client";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { roleBadgeVariant } from "@/lib/admin/tabs";
import { ListSkeleton } from "@/components/admin/kit/list-skeleton";
import { SearchField } from "@/components/admin/kit/search-field";
import { useListParams } from "@/components/admin/kit/use-list-params";
import { DataTablePagination } from "@/components/ui/data-table-pagination";
import { useApiPage } from "@/lib/admin/use-api-data";
import { USER_SORT_FIELDS } from "@/lib/lists/query";
import { cn } from "@/lib/utils";
import { normalizeRole } from "@/lib/auth/permissions";
import { ASSIGNABLE_ROLES, ROLE_LABELS } from "@/lib/constants/auth";
import { formatDateTime } from "@/lib/format/dates";
import type { ApiUser } from "@/lib/users/dto";
import { ReceivesLeadsSwitch } from "@/components/admin/roles/receives-leads-switch";

type UserRow = ApiUser;

const ASSIGNABLE = new Set<string>(ASSIGNABLE_ROLES);

/**
 * The 'Cargos' tab (shown to admin and gerente only, so the list loads for them alone): assign a role by e-mail,
 * search, choose who receives leads, and take a role back (the account returns to a plain user).
 */
export function RolesTab() {
  const list = useListParams("/api/users", USER_SORT_FIELDS, { staff: "true" });
  const users = useApiPage<"users", UserRow, undefined>(list.apiUrl, "users");
  const [removing, setRemoving] = useState<UserRow | null>(null);
  const [resetting, setResetting] = useState<UserRow | null>(null);
  const { busy, run } = useAdminAction();

  const shown = users.items;
  const ready = !users.loading && !users.failed;

  const removeRole = (user: UserRow) =>
    run({
      call: () =>
        apiRequest(`/api/users/${encodeURIComponent(user.id)}`, { method: "PUT", json: { role: "user" } }),
      success: {
        title: "Cargo removido com sucesso!",
        description: `${user.email} voltou a ser um usuário comum.`,
      },
      failure: "Erro ao remover cargo",
      // The dialog closes at once; the list reloads behind it.
      onSuccess: () => void users.reload(),
      onSettled: () => setRemoving(null),
    });

  return (
    <section aria-labelledby="roles-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="roles-title" className="text-xl font-semibold">
          Gerenciar Cargos
        </h2>
        <p className="text-sm text-muted-foreground">
          A conta precisa existir: a pessoa cria a conta em /auth e depois recebe o cargo aqui.
        </p>
      </div>

      <AssignRoleForm onAssigned={users.reload} />

      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h3 className="flex items-center gap-2 text-lg font-semibold">
            <Users className="size-5" aria-hidden="true" />
            Usuários com cargo{ready ? ` (${users.total})` : ""}
          </h3>
          <div className="grid w-full gap-1.5 sm:w-72">
            <Label htmlFor="roles-search">Buscar por email</Label>
            <SearchField
              id="roles-search"
              value={list.search}
              onChange={list.setSearch}
              placeholder="email@exemplo.com"
            />
          </div>
        </div>

        {users.loading ? (
          <ListSkeleton
            rows={3}
            label="Carregando usuários"
            className="flex flex-col gap-2"
            rowClassName="h-16 rounded-xl"
          />
        ) : shown.length === 0 ? (
          <p className="rounded-xl border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
            {users.failed
              ? "Não foi possível carregar os usuários."
              : list.q
                ? "Nenhum usuário encontrado para esta busca."
                : "Nenhum usuário com cargo."}
          </p>
        ) : (
          <ul
            className={cn(
              "flex flex-col divide-y rounded-xl border bg-card shadow-sm",
              users.stale && "opacity-60",
            )}
            aria-label="Usuários com cargo"
          >
            {shown.map((user) => {
              const role = normalizeRole(user.role) ?? "user";
              return (
                <li
                  key={user.id}
                  className="flex flex-wrap items-center justify-between gap-3 p-3"
                  data-testid="role-row"
                >
                  <div className="flex min-w-0 flex-col gap-1">
                    <span className="font-medium break-all">{user.email}</span>
                    <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                      <Badge variant={roleBadgeVariant(role)}>{ROLE_LABELS[role]}</Badge>
                      atualizado em {formatDateTime(user.updated_at)}
                    </span>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    <ReceivesLeadsSwitch
                      user={user}
                      onChanged={(receivesLeads) =>
                        users.setData((data) => ({
                          ...data,
                          users: data.users.map((item) =>
                            item.id === user.id ? { ...item, receivesLeads } : item,
                          ),
                        }))
                      }
                    />
                    <CommissionField key={user.commissionPercent} user={user} onSaved={users.reload} />
                    {/* The server refuses a gerente for admin and developer accounts, with its reason. */}
                    <Button variant="outline" onClick={() => setResetting(user)}>
                      <KeyRound aria-hidden="true" />
                      Redefinir senha<span className="sr-only"> de {user.email}</span>
                    </Button>
                    {/* Administrators are not managed here: the API lets only an administrator change them. */}
                    {ASSIGNABLE.has(role) ? (
                      <Button variant="outline" onClick={() => setRemoving(user)}>
                        <UserMinus aria-hidden="true" />
                        Remover<span className="sr-only"> cargo de {user.email}</span>
                      </Button>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {ready && users.total > users.pageSize ? (
          <DataTablePagination
            page={list.page}
            pageSize={users.pageSize}
            total={users.total}
            onPageChange={list.setPage}
          />
        ) : null}
      </div>

      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />

      <ConfirmDelete
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        busy={busy}
        title="Remover cargo?"
        description={
          <>
            {removing?.email} perde o cargo de{" "}
            {removing ? ROLE_LABELS[normalizeRole(removing.role) ?? "user"] : ""} e volta a ser um usuário
            comum, sem acesso ao painel.
          </>
        }
        confirmLabel="Remover cargo"
        onConfirm={() => removing && void removeRole(removing)}
      />
    </section>
  );
}
