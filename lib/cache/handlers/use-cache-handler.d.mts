import type { CacheHandler } from "next/cache";

declare const useCacheHandler: CacheHandler;
export declare const VISITOR_QUERY_TAG: string;
export default useCacheHandler;
