import { channel } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";

import { env } from "@/lib/env";
import { CLIENT_ADDRESS_HEADER, stampValue } from "@/lib/http/client-address";
import { parseTrustProxy, resolveClientAddress } from "@/lib/http/trust-proxy";

// Node publishes every request the HTTP server parses on the documented "http.server.request.start" channel,
// with its socket, before Next.js sees it. This is the one place the socket's peer address is known: the
// client address is resolved there (TRUST_PROXY) and handed to route handlers in a request header.

const INSTALLED = Symbol.for("auto-premium.client-address-stamp");

type RequestStart = { request: IncomingMessage; socket: Socket };

/** Subscribes once per process (development reloads call it again). Throws on an invalid TRUST_PROXY. */
export function installClientAddressStamp(): void {
  const holder = globalThis as { [INSTALLED]?: unknown };
  if (holder[INSTALLED]) return;
  const trusted = parseTrustProxy(env.TRUST_PROXY);
  const requestStart = channel("http.server.request.start");
  requestStart.subscribe((message) => {
    const { request, socket } = message as RequestStart;
    const address = resolveClientAddress(socket.remoteAddress, request.headers["x-forwarded-for"], trusted);
    request.headers[CLIENT_ADDRESS_HEADER] = stampValue(address);
  });
  // Kept reachable for the life of the process, subscriber included.
  holder[INSTALLED] = requestStart;
}
