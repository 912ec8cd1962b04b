import { randomUUID } from "node:crypto";

// Every response carries X-Request-Id (API.md "Operations"), and every log line of the request its value. An id
// sent by a trusted reverse proxy (TRUST_PROXY) is kept, so one id follows the request through nginx and the
// app; from anyone else, or when it is not 1–64 characters of A–Z a–z 0–9 . _ -, a new one is made.

export const REQUEST_ID_HEADER = "x-request-id";

const VALID_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function requestIdFor(incoming: string | string[] | undefined, fromTrustedProxy: boolean): string {
  if (fromTrustedProxy && typeof incoming === "string" && VALID_ID.test(incoming)) return incoming;
  return randomUUID();
}

/** The id stamped on a request (lib/http/request-log.ts), or undefined before the stamp is installed. */
export function requestIdOf(headers: Headers): string | undefined {
  const value = headers.get(REQUEST_ID_HEADER);
  return value && VALID_ID.test(value) ? value : undefined;
}
