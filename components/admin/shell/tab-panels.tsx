"use client";

import dynamic from "next/dynamic";
import type { ComponentType } from "react";

import type { AdminTabId } from "@/lib/admin/tabs";

// The content of each admin tab, by id, each loaded on demand. Only the open tab is mounted, so a tab fetches
// its /api data when it is opened.
export const TAB_PANELS: Record<AdminTabId, ComponentType> = {
  cars: dynamic(() => import("@/components/admin/cars/cars-tab").then((m) => m.CarsTab)),
  sales: dynamic(() => import("@/components/admin/sales/sales-tab").then((m) => m.SalesTab)),
  expenses: dynamic(() => import("@/components/admin/expenses/expenses-tab").then((m) => m.ExpensesTab)),
  documents: dynamic(() => import("@/components/admin/documents/documents-tab").then((m) => m.DocumentsTab)),
  invoices: dynamic(() => import("@/components/admin/invoices/invoices-tab").then((m) => m.InvoicesTab)),
  tickets: dynamic(() => import("@/components/admin/tickets/tickets-tab").then((m) => m.TicketsTab)),
  reports: dynamic(() => import("@/components/admin/reports/reports-tab").then((m) => m.ReportsTab)),
  analytics: dynamic(() => import("@/components/admin/analytics/analytics-tab").then((m) => m.AnalyticsTab)),
  "data-management": dynamic(() =>
    import("@/components/admin/cleanup/cleanup-tab").then((m) => m.CleanupTab),
  ),
  roles: dynamic(() => import("@/components/admin/roles/roles-tab").then((m) => m.RolesTab)),
  audit: dynamic(() => import("@/components/admin/audit/audit-tab").then((m) => m.AuditTab)),
  emails: dynamic(() => import("@/components/admin/outbox/outbox-tab").then((m) => m.OutboxTab)),
};
