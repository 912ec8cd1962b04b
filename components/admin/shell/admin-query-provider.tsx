"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";

import { createAdminQueryClient } from "@/lib/admin/query-client";

/** The query cache the admin tabs read through, one per panel visit. */
export function AdminQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createAdminQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
