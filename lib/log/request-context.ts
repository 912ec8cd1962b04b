import { AsyncLocalStorage } from "node:async_hooks";

// The request a piece of server code runs for, so every log line it writes carries the request's id. One store
// per process (on globalThis): Next.js may load this module once per bundle, and all of them must share it.

export type RequestContext = { requestId: string };

const KEY = Symbol.for("auto-premium.request-context");

function store(): AsyncLocalStorage<RequestContext> {
  const holder = globalThis as { [KEY]?: AsyncLocalStorage<RequestContext> };
  holder[KEY] ??= new AsyncLocalStorage<RequestContext>();
  return holder[KEY];
}

export function runWithRequestContext<T>(context: RequestContext, work: () => T): T {
  return store().run(context, work);
}

export function currentRequestContext(): RequestContext | undefined {
  return store().getStore();
}
