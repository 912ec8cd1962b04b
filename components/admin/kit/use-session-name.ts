"use client";

import { useMemo } from "react";

import { useApiData } from "@/lib/admin/use-api-data";

export type SessionUser = { id: string; name: string; role: string };

type Session = { user?: Partial<SessionUser> | null } | null;

/** The signed-in user (id, name, role) from next-auth's session; null until it has loaded. */
export function useSessionUser(): SessionUser | null {
  const session = useApiData<Session>("/api/auth/session");
  const found = session.data?.user;
  return useMemo(
    () => (found?.id ? { id: found.id, name: found.name ?? "", role: found.role ?? "" } : null),
    [found],
  );
}

/** The signed-in user's name (the default salesperson of a new sale). */
export function useSessionName(): string {
  return useSessionUser()?.name ?? "";
}
