import { failureMessage } from "@/lib/auth/messages";

// Browser-side JSON calls of the admin tabs to the /api routes (same origin, session cookie).

export type ApiResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      status?: number;
      /** What to show: the server's error, else 'HTTP error! status: {status}', else a network failure. */
      message: string;
      /** The body's `error` text, when the server sent one. */
      serverError?: string;
    };

/** The fallback when the network itself failed (no answer to read an error from). */
export const NETWORK_ERROR = "Falha de conexão. Verifique sua internet e tente novamente.";

/**
 * Calls a route and reads its JSON. A failure carries the status and the body's `error` (else 'HTTP error!
 * status: {status}', docs/texts.md); a network failure has no status.
 */
export async function requestJson<T>(
  path: string,
  init: { method?: "GET" | "POST" | "PUT" | "DELETE"; body?: unknown; signal?: AbortSignal } = {},
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? "GET",
      headers: init.body === undefined ? undefined : { "Content-Type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: "same-origin",
      cache: "no-store",
      signal: init.signal,
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    return { ok: false, message: NETWORK_ERROR };
  }
  const data: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, data: data as T };
  const serverError = (data as { error?: unknown } | null)?.error;
  return {
    ok: false,
    status: response.status,
    message: failureMessage(response.status, data),
    serverError: typeof serverError === "string" && serverError ? serverError : undefined,
  };
}
