import { failureMessage } from "@/lib/auth/messages";

// The browser's one way to call the /api routes (same origin, session cookie), for the admin tabs, the showroom's
// forms and the /auth forms: JSON or multipart in, JSON out, and every failure thrown as an ApiError.

/** The fallback when the network itself failed (no answer to read an error from). */
export const NETWORK_ERROR = "Falha de conexão. Verifique sua internet e tente novamente.";

/** A failed call: its status (null when the network failed), the text to show and the server's own words. */
export class ApiError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
    /** The body's `error` text, when the server sent one. */
    readonly serverError?: string,
    /** The server's message per form field, to put back under the fields. */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** A JSON body. */
  json?: unknown;
  /** A multipart body (file uploads). */
  form?: FormData;
  signal?: AbortSignal;
  /** The call may outlive the page (a clean-up sent while the form closes). */
  keepalive?: boolean;
};

type ErrorBody = { error?: unknown; fields?: unknown } | null;

/** The ApiError of a non-success answer: the body's `error`, else 'HTTP error! status: {status}'. */
async function errorOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as ErrorBody;
  const serverError = typeof body?.error === "string" && body.error ? body.error : undefined;
  const fields =
    body?.fields && typeof body.fields === "object" ? (body.fields as Record<string, string>) : {};
  return new ApiError(response.status, failureMessage(response.status, body), serverError, fields);
}

/** Calls a route and returns its JSON; throws an ApiError on a failed answer or network (an abort is rethrown). */
export async function apiRequest<T>(url: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? "GET",
      headers: options.json === undefined ? undefined : { "Content-Type": "application/json" },
      body: options.json === undefined ? options.form : JSON.stringify(options.json),
      credentials: "same-origin",
      cache: "no-store",
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(null, NETWORK_ERROR);
  }
  if (!response.ok) throw await errorOf(response);
  return (await response.json().catch(() => null)) as T;
}

/** The file name of a Content-Disposition header, preferring the UTF-8 filename*. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // fall back to the plain name
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? null;
}

/** Downloads a protected file through the session and saves it under the server's name. */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: "same-origin" });
  } catch {
    throw new ApiError(null, NETWORK_ERROR);
  }
  if (!response.ok) throw await errorOf(response);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = dispositionFileName(response.headers.get("content-disposition")) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** The text of a failed call (the server's, else its status or the network's); undefined for anything else. */
export function apiErrorText(error: unknown): string | undefined {
  return error instanceof ApiError ? error.message : undefined;
}

/** The server's own error text of a failed call, if it sent one. */
export function serverErrorOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverError : undefined;
}
