"use client";

import dynamic from "next/dynamic";
import type { ComponentType } from "react";

import { PlaceholderPanel } from "@/components/admin/shell/placeholder-panel";
import type { AdminTabId } from "@/lib/admin/tabs";

// The content of each admin tab, by id. Each tab's work replaces its entry with its own client component,
// ideally loaded on demand: `cars: dynamic(() => import("@/components/admin/cars/cars-tab").then((m) => m.CarsTab))`.
// Only the open tab is mounted, so a tab fetches its /api data when it is opened.
export const TAB_PANELS: Record<AdminTabId, ComponentType> = {
  cars: () => <PlaceholderPanel tab="cars" />,
  sales: dynamic(() => import("@/components/admin/sales/sales-tab").then((m) => m.SalesTab)),
  expenses: dynamic(() => import("@/components/admin/expenses/expenses-tab").then((m) => m.ExpensesTab)),
  documents: dynamic(() => import("@/components/admin/documents/documents-tab").then((m) => m.DocumentsTab)),
  invoices: dynamic(() => import("@/components/admin/invoices/invoices-tab").then((m) => m.InvoicesTab)),
  tickets: () => <PlaceholderPanel tab="tickets" />,
  reports: () => <PlaceholderPanel tab="reports" />,
  analytics: () => <PlaceholderPanel tab="analytics" />,
  "data-management": () => <PlaceholderPanel tab="data-management" />,
  roles: () => <PlaceholderPanel tab="roles" />,
};
