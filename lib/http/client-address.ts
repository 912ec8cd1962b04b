/**
 * The client address used by rate limits: the right-most entry of X-Forwarded-For, which the reverse proxy in
 * front of the app appends (API.md "Conventions"). Without a proxy Next.js fills the header itself from the
 * socket when it is missing, so a client can choose this value: limits keyed on it are a second line only.
 */
export function clientAddress(request: Request): string {
  return clientAddressOf(request.headers);
}

/** The same, from bare headers (next-auth hands its callbacks a header object, not a Request). */
export function clientAddressOf(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for");
  const last = forwarded?.split(",").at(-1)?.trim();
  if (last) return last.slice(0, 100);
  return headers.get("x-real-ip")?.trim().slice(0, 100) || "unknown";
}
