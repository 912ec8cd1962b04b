import { ArrowLeft } from "lucide-react";
import Link from "next/link";

import { ChangePasswordDialog } from "@/components/admin/shell/change-password-dialog";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { roleBadgeVariant } from "@/lib/admin/tabs";
import type { Actor } from "@/lib/auth/actor";

/** Title bar of the admin panel: who is signed in, with which role, and the ways out. */
export function AdminHeader({ actor }: { actor: Actor }) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">Painel Administrativo</h1>
        <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant={roleBadgeVariant(actor.role)} data-testid="role-badge">
            Cargo: {actor.role}
          </Badge>
          <span className="truncate">{actor.email}</span>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="ghost">
          <Link href="/">
            <ArrowLeft aria-hidden="true" />
            Voltar ao Site
          </Link>
        </Button>
        <ChangePasswordDialog />
        <SignOutButton />
      </div>
    </header>
  );
}
