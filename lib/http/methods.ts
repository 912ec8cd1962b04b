import { connection } from "next/server";

import { errorResponse } from "@/lib/http/errors";

// A method a route does not have is answered like every other API error — JSON in pt-BR — with the Allow
// header naming those it has. Next.js alone would answer an empty 405 without Allow. Each route file exports
// the rest of the methods from here: `export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST")`.

export const METHOD_NOT_ALLOWED = "Método não permitido";

type Method = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
const METHODS: readonly Method[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** Handlers for every method, meant for those the route lacks: 405 JSON, and OPTIONS a 204; both with Allow. */
export function otherMethods(...allowed: Method[]): Record<Method, () => Promise<Response>> {
  // The methods Next.js adds by itself: HEAD where there is GET, and OPTIONS.
  const allow = [
    ...new Set<Method>([...allowed, ...(allowed.includes("GET") ? (["HEAD"] as const) : []), "OPTIONS"]),
  ]
    .sort()
    .join(", ");
  // connection(): answered per request, never prerendered at build time like a static GET.
  const refuse = async () => {
    await connection();
    return errorResponse(405, { error: METHOD_NOT_ALLOWED }, { Allow: allow });
  };
  const options = async () => {
    await connection();
    return new Response(null, { status: 204, headers: { Allow: allow, "Cache-Control": "no-store" } });
  };
  return Object.fromEntries(
    METHODS.map((method) => [method, method === "OPTIONS" ? options : refuse]),
  ) as Record<Method, () => Promise<Response>>;
}
