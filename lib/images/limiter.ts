/**
 * Runs at most `concurrency` tasks at a time; the others wait in arrival order. Used to keep photo decoding
 * from exhausting memory when many uploads arrive together.
 */
export function createLimiter(concurrency: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    // A finishing task hands its slot straight to the next waiter, so a newcomer can never slip in between.
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
