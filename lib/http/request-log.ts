import { channel } from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";

import { env } from "@/lib/env";
import { REQUEST_ID_HEADER, requestIdFor } from "@/lib/http/request-id";
import { parseTrustProxy } from "@/lib/http/trust-proxy";
import { accessLogger } from "@/lib/log/logger";
import { recordHttpRequest } from "@/lib/metrics/registry";
import { routeLabel } from "@/lib/metrics/route-label";

// Every request the HTTP server answers, pages and files included, through Node's documented diagnostics
// channels: on arrival it gets its id (X-Request-Id on the response, and in the request's headers, where
// route handlers and onRequestError read it); when its response ends, one log line (method, path without the
// query, status, ms) and the HTTP metrics.

const INSTALLED = Symbol.for("auto-premium.request-log");
const MAX_LOGGED_PATH = 200;

type RequestStart = { request: IncomingMessage; response: ServerResponse; socket: Socket };
type ResponseFinish = { request: IncomingMessage; response: ServerResponse };

const arrivals = new WeakMap<IncomingMessage, bigint>();

/** The path of a request target, without its query or fragment. */
export function pathOf(url: string | undefined): string {
  const target = url ?? "/";
  let end = target.length;
  for (const mark of ["?", "#"]) {
    const at = target.indexOf(mark);
    if (at >= 0 && at < end) end = at;
  }
  return target.slice(0, Math.min(end, MAX_LOGGED_PATH)) || "/";
}

/** Subscribes once per process (development reloads call it again). Throws on an invalid TRUST_PROXY. */
export function installRequestLog(): void {
  const holder = globalThis as { [INSTALLED]?: unknown };
  if (holder[INSTALLED]) return;
  const trusted = parseTrustProxy(env.TRUST_PROXY);
  const requestStart = channel("http.server.request.start");
  const responseFinish = channel("http.server.response.finish");
  requestStart.subscribe((message) => {
    const { request, response, socket } = message as RequestStart;
    const id = requestIdFor(request.headers[REQUEST_ID_HEADER], trusted(socket.remoteAddress ?? ""));
    request.headers[REQUEST_ID_HEADER] = id;
    response.setHeader("X-Request-Id", id);
    arrivals.set(request, process.hrtime.bigint());
  });
  responseFinish.subscribe((message) => {
    const { request, response } = message as ResponseFinish;
    const arrived = arrivals.get(request);
    const seconds = arrived === undefined ? 0 : Number(process.hrtime.bigint() - arrived) / 1e9;
    const path = pathOf(request.url);
    const method = request.method ?? "GET";
    const status = response.statusCode;
    accessLogger.info(
      {
        requestId: request.headers[REQUEST_ID_HEADER],
        method,
        path,
        status,
        ms: Math.round(seconds * 10_000) / 10,
      },
      "request",
    );
    recordHttpRequest(method, routeLabel(path), status, seconds);
  });
  holder[INSTALLED] = [requestStart, responseFinish];
}
