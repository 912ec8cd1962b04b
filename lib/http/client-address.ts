import { countedAddress } from "@/lib/http/address-network";

// The client address used by rate limits. Next.js does not hand route handlers the socket's peer address, so
// lib/http/client-address-stamp.ts computes it when the request arrives (TRUST_PROXY decides whether
// X-Forwarded-For counts) and stores it in a request header, prefixed with a key known only to this process:
// a client sending that header itself cannot choose its address.

export const CLIENT_ADDRESS_HEADER = "x-client-address";

const KEY = Symbol.for("auto-premium.client-address-key");
type KeyHolder = { [KEY]?: string };

/** The per-process key the stamp writes and this module checks; created on first use. */
export function clientAddressKey(): string {
  const holder = globalThis as KeyHolder;
  holder[KEY] ??= crypto.randomUUID();
  return holder[KEY];
}

/** The stamped header value for an address. */
export function stampValue(address: string): string {
  return `${clientAddressKey()} ${address}`;
}

export function clientAddress(request: Request): string {
  return clientAddressOf(request.headers);
}

/**
 * The same, from bare headers (next-auth hands its callbacks a header object, not a Request). A request that
 * carries no valid stamp (one that reached the server before the stamp was installed) shares the address
 * "unknown" rather than trusting anything the client sent. An IPv6 client is its /64 (address-network.ts), in
 * every limit alike.
 */
export function clientAddressOf(headers: Headers): string {
  const value = headers.get(CLIENT_ADDRESS_HEADER);
  const prefix = `${clientAddressKey()} `;
  if (value?.startsWith(prefix)) return countedAddress(value.slice(prefix.length)) || "unknown";
  return "unknown";
}
