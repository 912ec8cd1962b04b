import type { Instrumentation } from "next";

import { describeError } from "@/lib/http/error-log";
import { REQUEST_ID_HEADER } from "@/lib/http/request-id";
import { pathOf } from "@/lib/http/request-log";
import { logger, type Logger } from "@/lib/log/logger";

type Arguments = Parameters<Instrumentation.onRequestError>;

/** One log line for an error Next.js caught: its kind and stack frames, never its message (lib/http/error-log.ts). */
export function logRequestError(
  error: Arguments[0],
  request: Arguments[1],
  context: Arguments[2],
  log: Logger = logger,
): void {
  const id = request.headers[REQUEST_ID_HEADER];
  log.error(
    {
      requestId: typeof id === "string" ? id : undefined,
      method: request.method,
      path: pathOf(request.path),
      route: context.routePath,
      routeType: context.routeType,
      err: describeError(error),
    },
    "request error",
  );
}
