// The ids of this process's workers per queue, so that a request that just committed jobs can wake them instead
// of waiting for their next poll. Kept on globalThis: instrumentation.ts and the route handlers are bundled apart.

type Waker = (workerId: string) => void;
type Workers = { ids: Map<string, string[]>; wake?: Waker };
const holder = globalThis as unknown as { jobWorkers?: Workers };
const state: Workers = (holder.jobWorkers ??= { ids: new Map() });

export function rememberWorkers(queue: string, ids: string[], wake: Waker): void {
  state.ids.set(queue, ids);
  state.wake = wake;
}

export function forgetWorkers(): void {
  state.ids.clear();
  state.wake = undefined;
}

export function wakeWorkers(queue: string): void {
  for (const id of state.ids.get(queue) ?? []) state.wake?.(id);
}
