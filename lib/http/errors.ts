import { z, ZodError } from "zod";

import { describeError } from "@/lib/http/error-log";
import { INTERNAL_ERROR, INVALID_INPUT, SERVICE_UNAVAILABLE } from "@/lib/http/messages";
import { headlinesOf, inputErrorBody, type Headlines } from "@/lib/validation/input-errors";

// One place that turns anything a handler throws into the API's JSON error shape (docs/conventions.md).

export {
  INTERNAL_ERROR,
  INVALID_INPUT,
  MALFORMED_URL,
  ROUTE_NOT_FOUND,
  SERVICE_UNAVAILABLE,
} from "@/lib/http/messages";
import { logger } from "@/lib/log/logger";

export type ErrorBody = { error: string; fields?: Record<string, string> } & Record<string, unknown>;

/** A failure with a status and a pt-BR message meant for the person using the app. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly options: {
      fields?: Record<string, string>;
      headers?: Record<string, string>;
      body?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, { fields });
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const forbidden = (message = "Você não tem permissão para esta ação.") => new HttpError(403, message);
export const unauthorized = (message = "Não autenticado") => new HttpError(401, message);

/** The 400 of a failed validation: `fields` per field, `error` from the area's headlines (lib/validation/input-errors.ts). */
export function invalidInput(
  issues: ReadonlyArray<{ message: string; path: ReadonlyArray<PropertyKey> }>,
  headlines: Headlines = [],
): HttpError {
  const { error, fields } = inputErrorBody(issues, headlines, INVALID_INPUT);
  return badRequest(error, fields);
}

/** `value` validated with `schema` (zod or zod/mini); a failure is the 400 of `invalidInput`. */
export function parseInput<TSchema extends z.core.$ZodType>(
  schema: TSchema,
  value: unknown,
): z.output<TSchema> {
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) throw invalidInput(parsed.error.issues, headlinesOf(schema));
  return parsed.data;
}

const UNAVAILABLE_CODES = new Set([
  "P1001",
  "P1002",
  "P1008",
  "P1017",
  "P2024",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "57P01",
  "57P03",
  "08006",
  "08001",
  "08003",
]);
const UNAVAILABLE_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);
const UNAVAILABLE_MESSAGES =
  /ECONNREFUSED|Connection terminated|timeout exceeded when trying to connect|terminating connection|Can't reach database server|the database system is (starting up|shutting down)|Client has encountered a connection error|connection timeout/i;

type ErrorLink = { code?: unknown; originalCode?: unknown; kind?: unknown; message?: unknown };

/**
 * The error and what it wraps, link by link: its `cause`, or the driver adapter's error a Prisma error carries in
 * `meta` (each object once, so a cycle ends).
 */
function* errorChain(error: unknown): Generator<ErrorLink> {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    yield current as ErrorLink;
    const { cause, meta } = current as { cause?: unknown; meta?: { driverAdapterError?: unknown } };
    current = cause ?? meta?.driverAdapterError;
  }
}

/** True when the error means PostgreSQL is down or unreachable (answered 503, not 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, kind, message } of errorChain(error)) {
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof kind === "string" && UNAVAILABLE_KINDS.has(kind)) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

// Values PostgreSQL refuses (NUL bytes, out-of-range numbers, over-long text, malformed dates) are the
// client's input, answered 400 rather than 500, whatever layer lets them through.
const INVALID_INPUT_SQLSTATES = new Set([
  "22001",
  "22003",
  "22007",
  "22008",
  "22021",
  "22P02",
  "22P05",
  "54000",
]);
const INVALID_INPUT_PRISMA_CODES = new Set(["P2000", "P2006", "P2007", "P2019", "P2020"]);
const INVALID_INPUT_KINDS = new Set(["LengthMismatch", "ValueOutOfRange", "InvalidInputValue"]);

function isInvalidInput(error: unknown): boolean {
  for (const { code, originalCode, kind } of errorChain(error)) {
    if (typeof kind === "string" && INVALID_INPUT_KINDS.has(kind)) return true;
    for (const candidate of [code, originalCode]) {
      if (
        typeof candidate === "string" &&
        (INVALID_INPUT_SQLSTATES.has(candidate) || INVALID_INPUT_PRISMA_CODES.has(candidate))
      )
        return true;
    }
  }
  return false;
}

function prismaCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^P\d{4}$/.test(code) ? code : undefined;
}

export function errorResponse(
  status: number,
  body: ErrorBody,
  headers: Record<string, string> = {},
): Response {
  return Response.json(body, {
    status,
    headers: { "Cache-Control": "no-store", ...headers },
  });
}

/**
 * Maps a thrown value to a JSON error response. Unknown errors are logged (their kind and where they were
 * thrown, never their message, which may quote the request) and answered with a generic 500.
 */
export function toErrorResponse(error: unknown, context = "api"): Response {
  if (error instanceof HttpError) {
    const body: ErrorBody = { ...(error.options.body ?? {}), error: error.message };
    if (error.options.fields) body.fields = error.options.fields;
    return errorResponse(error.status, body, error.options.headers);
  }
  if (error instanceof ZodError) return toErrorResponse(invalidInput(error.issues), context);
  if (isDatabaseUnavailable(error)) {
    return errorResponse(503, { error: SERVICE_UNAVAILABLE }, { "Retry-After": "5" });
  }
  // A transaction that could not start or finish in time (P2028: every pooled connection busy, or a database
  // too slow under load) is the server's lack of capacity, not a fault of the request: 503, and a warning so
  // that an operator sees it happen.
  const code = prismaCode(error);
  if (code === "P2028") {
    logger.warn({ err: describeError(error) }, `[${context}] database busy: transaction timed out`);
    return errorResponse(503, { error: SERVICE_UNAVAILABLE }, { "Retry-After": "5" });
  }
  if (isInvalidInput(error)) return errorResponse(400, { error: INVALID_INPUT });
  if (code === "P2025") return errorResponse(404, { error: "Registro não encontrado" });
  if (code === "P2002") return errorResponse(409, { error: "Registro duplicado" });
  logger.error({ err: describeError(error) }, `[${context}] unexpected error`);
  return errorResponse(500, { error: INTERNAL_ERROR });
}
