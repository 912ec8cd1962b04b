"use client";

import { useEffect, useState } from "react";

export type SessionUser = { id: string; name: string; role: string };

/** The signed-in user (id, name, role) from next-auth's session; null until it has loaded. */
export function useSessionUser(): SessionUser | null {
  const [user, setUser] = useState<SessionUser | null>(null);
  useEffect(() => {
    let cancelled = false;
    fetch("/api/auth/session", { credentials: "same-origin" })
      .then((response) => response.json() as Promise<{ user?: Partial<SessionUser> | null }>)
      .then((session) => {
        const found = session.user;
        if (cancelled || !found?.id) return;
        setUser({ id: found.id, name: found.name ?? "", role: found.role ?? "" });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  return user;
}

/** The signed-in user's name (the default salesperson of a new sale). */
export function useSessionName(): string {
  return useSessionUser()?.name ?? "";
}
