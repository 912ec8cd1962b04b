"use client";

import { useEffect, useState } from "react";

/** The signed-in user's name (the default salesperson of a new sale). */
export function useSessionName(): string {
  const [name, setName] = useState("");
  useEffect(() => {
    let cancelled = false;
    fetch("/api/auth/session", { credentials: "same-origin" })
      .then((response) => response.json() as Promise<{ user?: { name?: string | null } }>)
      .then((session) => {
        if (!cancelled) setName(session.user?.name ?? "");
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  return name;
}
