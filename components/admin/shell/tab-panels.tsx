"use client";

import dynamic from "next/dynamic";
import type { ComponentType } from "react";

import { PlaceholderPanel } from "@/components/admin/shell/placeholder-panel";
import type { AdminTabId } from "@/lib/admin/tabs";

// The content of each admin tab, by id. Each tab's work replaces its entry with its own client component,
// ideally loaded on demand: `cars: dynamic(() => import("@/components/admin/cars/cars-tab").then((m) => m.CarsTab))`.
// Only the open tab is mounted, so a tab fetches its /api data when it is opened.
export const TAB_PANELS: Record<AdminTabId, ComponentType> = {
  cars: dynamic(() => import("@/components/admin/cars/cars-tab").then((m) => m.CarsTab)),
  sales: () => <PlaceholderPanel tab="sales" />,
  expenses: () => <PlaceholderPanel tab="expenses" />,
  documents: () => <PlaceholderPanel tab="documents" />,
  invoices: () => <PlaceholderPanel tab="invoices" />,
  tickets: dynamic(() => import("@/components/admin/tickets/tickets-tab").then((m) => m.TicketsTab)),
  reports: dynamic(() => import("@/components/admin/reports/reports-tab").then((m) => m.ReportsTab)),
  analytics: dynamic(() => import("@/components/admin/analytics/analytics-tab").then((m) => m.AnalyticsTab)),
  "data-management": dynamic(() =>
    import("@/components/admin/cleanup/cleanup-tab").then((m) => m.CleanupTab),
  ),
  roles: dynamic(() => import("@/components/admin/roles/roles-tab").then((m) => m.RolesTab)),
};
