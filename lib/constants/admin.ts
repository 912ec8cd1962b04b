// The admin panel's lists and the cleanup tab (docs/admin-panel.md).

export const CLEANUP_RELOAD_DELAY_MS = 2_000;
/** The data categories of the cleanup tab and POST /api/admin/clear-data (docs/admin-panel.md). */
export const CLEAR_DATA_TYPES = [
  "sales",
  "expenses",
  "documents",
  "invoices",
  "tickets",
  "analytics",
  "reports",
] as const;

/** Admin lists (docs/admin-panel.md "Lists"): rows per page by default and at most, and the longest search text. */
export const LIST_PAGE_SIZE = 50;
export const MAX_LIST_PAGE_SIZE = 200;
export const MAX_LIST_SEARCH_LENGTH = 200;
