// Cache tags of the showroom reads. Every car mutation invalidates CARS_TAG and the car's own tag.
export const CARS_TAG = "cars";
export const carTag = (id: string) => `car:${id}`;
/**
 * The tag of a cached answer made for one visitor-chosen query (a filter or page of GET /api/cars, a search of
 * /cars/busca): the cache keeps those apart from the stock lists (lib/cache/handlers/use-cache-handler.mjs, which
 * spells the same text), so a flood of distinct queries evicts only its own kind.
 */
export const VISITOR_QUERY_TAG = "visitor-query";
