"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useState, useSyncExternalStore } from "react";

import { signOutAndLeave } from "@/lib/auth/sign-out";
import { roleHintFrom } from "@/lib/auth/cookie-names";
import { roleCan } from "@/lib/auth/permissions";
import { cn } from "@/lib/utils";

// The header's Admin link and 'Sair' button. Showroom pages are served from the static cache, so the signed-in
// state is decided here in the browser: the role hint cookie (set at sign-in, cleared at sign-out) says whether
// to look at all, and one GET /api/auth/session per page load confirms it (that call also refreshes or clears
// the hint). Anonymous visitors make no request. The server enforces everything regardless of what shows here.

const noSubscription = () => () => {};

const readRoleHint = () => roleHintFrom(document.cookie);

// Shared by every instance on the page (desktop bar and mobile menu): one request per page load.
let sessionRole: Promise<string | null> | undefined;
function confirmRole(): Promise<string | null> {
  sessionRole ??= fetch("/api/auth/session", { credentials: "same-origin", cache: "no-store" })
    .then((response) => (response.ok ? response.json() : null))
    .then((session: { user?: { role?: string } } | null) => session?.user?.role ?? null)
    .catch(() => readRoleHint());
  return sessionRole;
}

export function HeaderAuthLinks({
  className,
  onAdminClick,
}: {
  className?: string;
  onAdminClick?: () => void;
}) {
  // The header stays mounted across navigations (it is in the root layout): each one reads the hint again, so
  // signing in on /auth shows the Admin link on the page it leads to.
  usePathname();
  const hint = useSyncExternalStore(noSubscription, readRoleHint, () => null);
  const [confirmed, setConfirmed] = useState<{ role: string | null }>();

  useEffect(() => {
    if (!hint) return;
    let current = true;
    void confirmRole().then((role) => {
      if (current) setConfirmed({ role });
    });
    return () => {
      current = false;
    };
  }, [hint]);

  const role = hint ? (confirmed ? confirmed.role : hint) : null;
  if (!role) return null;
  const itemClass = cn(
    "inline-flex min-h-11 cursor-pointer items-center rounded-md px-2 text-sm font-medium hover:underline sm:px-3",
    className,
  );
  return (
    <>
      {roleCan(role, "admin:access") ? (
        <Link
          prefetch={false}
          href="/admin"
          className={itemClass}
          onClick={onAdminClick}
          data-scroll-memory="clear"
        >
          Admin
        </Link>
      ) : null}
      <button type="button" className={itemClass} onClick={() => void signOutAndLeave()}>
        Sair
      </button>
    </>
  );
}
