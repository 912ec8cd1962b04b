export function syncTagsFromDatabase(connectionString?: string): void;
/** How often each instance reads the invalidations of the others. */
export const POLL_INTERVAL_MS: number;
