import type { CacheHandler } from "next/cache";

declare const useCacheHandler: CacheHandler;
export default useCacheHandler;
