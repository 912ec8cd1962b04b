type GetContext = { kind: string; tags?: string[]; softTags?: string[] };
type SetContext = { tags?: string[]; fetchCache?: boolean; cacheControl?: unknown };

export default class PageCacheHandler {
  constructor(options: { maxMemoryCacheSize?: number });
  get(
    key: string,
    ctx: GetContext,
  ): Promise<{ value: unknown; lastModified: number; cacheControl?: unknown } | null>;
  set(key: string, data: unknown, ctx: SetContext): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
