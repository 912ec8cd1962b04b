import { failureMessage } from "@/lib/auth/messages";

// Browser-side calls of the /api/auth routes (the /auth forms, the 'Sair' buttons).

export type CallResult<T> =
  { ok: true; data: T } | { ok: false; status?: number; message?: string; fields?: Record<string, string> };

/** POSTs JSON to a same-origin route; a failure carries the status and the body's `error` (or the status). */
export async function postJson<T>(path: string, body?: unknown): Promise<CallResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: body === undefined ? undefined : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    return { ok: false };
  }
  const data: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, data: data as T };
  const fields = (data as { fields?: unknown } | null)?.fields;
  return {
    ok: false,
    status: response.status,
    message: failureMessage(response.status, data),
    fields: fields && typeof fields === "object" ? (fields as Record<string, string>) : undefined,
  };
}

export { signOutAndLeave } from "@/lib/auth/sign-out";
