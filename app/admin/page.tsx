import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { AccessDenied } from "@/components/admin/shell/access-denied";
import { AdminHeader } from "@/components/admin/shell/admin-header";
import { AdminTabs } from "@/components/admin/shell/admin-tabs";
import { AdminToaster } from "@/components/admin/shell/admin-toaster";
import { MyCommission } from "@/components/admin/shell/my-commission";
import { PendingApprovalsNotice } from "@/components/admin/shell/pending-approvals-notice";
import { homeFirst, homeTab, initialTab, visibleTabs } from "@/lib/admin/tabs";
import { actorReceivesLeads } from "@/lib/leads/staff";
import { roleCan } from "@/lib/auth/permissions";
import { getSessionActor, passwordChangePath } from "@/lib/auth/session";
import { env } from "@/lib/env";

export const metadata: Metadata = { title: "Painel Administrativo", robots: { index: false, follow: false } };

// Rendered whole on each request, with no prerendered shell: a shell's scripts could not carry the request's
// CSP nonce (middleware.ts), and an anonymous visitor gets a real redirect before anything is sent.
export const instant = false;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// /admin: the session is checked here, against the database, on every render (middleware.ts only redirects
// early). Anonymous → /auth; role user → 'Acesso Negado', then /; staff → the tabs of their role.
export default async function AdminPage({ searchParams }: { searchParams: SearchParams }) {
  const [actor, params] = await Promise.all([getSessionActor(), searchParams]);
  const requested = typeof params.tab === "string" ? params.tab : undefined;
  if (!actor)
    redirect(`/auth?callbackUrl=${encodeURIComponent(requested ? `/admin?tab=${requested}` : "/admin")}`);
  // A temporary password (reset by a manager) is changed before the panel opens.
  if (actor.mustChangePassword)
    redirect(passwordChangePath(requested ? `/admin?tab=${requested}` : "/admin"));

  const home = homeTab(actor.role, await actorReceivesLeads(actor));
  const tabs = roleCan(actor.role, "admin:access")
    ? homeFirst(visibleTabs(actor.role, env.ADMIN_LAYOUT), home)
    : [];
  const open = initialTab(tabs, home, requested);
  // The panel mounts its Toaster with the page: its toasts never wait for Sonner to download.
  return (
    <>
      <main className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6">
        {open ? (
          <>
            <AdminHeader actor={actor} />
            {/* A salesperson sees their own commission; managers read everyone's in the reports tab. */}
            {roleCan(actor.role, "sales:access") && !roleCan(actor.role, "reports:read") ? (
              <MyCommission actor={actor} />
            ) : null}
            {/* Managers are told of the sales waiting for their approval, whatever tab opens first. */}
            {roleCan(actor.role, "sales:approve") ? <PendingApprovalsNotice /> : null}
            <AdminTabs tabs={tabs.map(({ id, label }) => ({ id, label }))} initialTab={open} />
          </>
        ) : (
          <AccessDenied />
        )}
      </main>
      <AdminToaster />
    </>
  );
}
