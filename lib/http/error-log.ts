// What the server logs for an unexpected error: enough to find it (the error's class, its codes, the model
// and route it came from, where in the code it was thrown), never what the client sent. Messages are left out
// on purpose: Prisma's validation errors print the whole query with its values, PostgreSQL's details echo the
// refused row ("Failing row contains …"), and JSON.parse quotes its input.

const MAX_CAUSES = 5;
const MAX_FRAMES = 8;

type ErrorLike = {
  name?: unknown;
  code?: unknown;
  originalCode?: unknown;
  kind?: unknown;
  meta?: unknown;
  cause?: unknown;
  stack?: unknown;
  message?: unknown;
};

const SAFE_WORD = /^[A-Za-z0-9_.:-]{1,64}$/;
const word = (value: unknown) => (typeof value === "string" && SAFE_WORD.test(value) ? value : undefined);

/** "PrismaClientKnownRequestError code=P2039 model=ContactTicket ← DriverAdapterError kind=postgres code=P0001". */
function summary(error: unknown): string {
  const parts: string[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current) && parts.length < MAX_CAUSES) {
    seen.add(current);
    const candidate = current as ErrorLike;
    const meta = (candidate.meta ?? {}) as {
      modelName?: unknown;
      driverAdapterError?: unknown;
      target?: unknown;
    };
    const fields = [
      word(candidate.name) ?? word((current as object).constructor?.name) ?? "Error",
      ...(word(candidate.code) ? [`code=${word(candidate.code)}`] : []),
      ...(word(candidate.originalCode) ? [`sqlstate=${word(candidate.originalCode)}`] : []),
      ...(word(candidate.kind) ? [`kind=${word(candidate.kind)}`] : []),
      ...(word(meta.modelName) ? [`model=${word(meta.modelName)}`] : []),
    ];
    parts.push(fields.join(" "));
    current = candidate.cause ?? meta.driverAdapterError;
  }
  if (parts.length === 0) parts.push(typeof error);
  return parts.join(" ← ");
}

/** The "at …" lines of the stack, which name code, never data; only when the stack starts with the message. */
function frames(error: unknown): string[] {
  const { stack, message, name } = (error ?? {}) as ErrorLike;
  if (typeof stack !== "string" || typeof message !== "string") return [];
  const head = `${typeof name === "string" ? name : "Error"}: ${message}`;
  const rest = stack.startsWith(head)
    ? stack.slice(head.length)
    : stack.startsWith(message)
      ? stack.slice(message.length)
      : null;
  if (rest === null) return [];
  return rest
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.startsWith("at "))
    .slice(0, MAX_FRAMES);
}

/** One log entry for an unexpected error, free of request values. */
export function describeError(error: unknown): string {
  return [summary(error), ...frames(error).map((frame) => `    ${frame}`)].join("\n");
}

/**
 * The route of a request path for the log, with every segment that is not a plain route word (an id, an
 * e-mail in /api/users/check/{email}) replaced by ":value".
 */
export function routeOf(pathname: string): string {
  return pathname
    .slice(0, 200)
    .split("/")
    .map((segment) => (segment === "" || /^[a-z][a-z_-]{0,40}$/.test(segment) ? segment : ":value"))
    .join("/");
}
