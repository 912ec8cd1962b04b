export function syncTagsFromDatabase(connectionString?: string): void;
