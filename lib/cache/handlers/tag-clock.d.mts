export function recordRevalidation(tags: string[], durations?: { expire?: number }): void;
export function expireTag(tag: string, at: number): void;
export function expiredSince(tags: readonly string[], timestamp: number): boolean;
export function staleSince(tags: readonly string[], timestamp: number): boolean;
export function latestExpiry(tags: readonly string[]): number;
