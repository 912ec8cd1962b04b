import pg from "pg";

// pg gives up on a query after `query_timeout` but keeps the connection, with the unanswered query still first in
// its queue: handed out again, every later query on it would wait behind it. A database that froze without
// closing its sockets (paused, partitioned) answers nothing, so such a connection is closed instead, and the error
// is tagged as the socket timeout it is, which the driver adapter reports as "database unreachable".

const READ_TIMEOUT_MESSAGE = "Query read timeout";

type Callback = (error: Error | null | undefined, result?: unknown) => void;

/** A pg client that closes its connection when a query outlives `query_timeout`. */
export class TimeBoundClient extends pg.Client {
  // One signature for pg's overloads (text, config object or submittable; promise or callback).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const last = args.length - 1;
    if (typeof args[last] === "function") {
      const callback = args[last] as Callback;
      args[last] = (error: Error | null | undefined, result?: unknown) =>
        callback(this.onQueryError(error), result);
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const result = (super.query as (...rest: any[]) => any)(...args);
    if (result instanceof Promise) {
      return result.catch((error: unknown) => {
        throw this.onQueryError(error as Error);
      });
    }
    return result;
  }

  private onQueryError<E extends Error | null | undefined>(error: E): E {
    if (error?.message !== READ_TIMEOUT_MESSAGE) return error;
    (error as Error & { code?: string }).code = "ETIMEDOUT";
    // end() marks the client as ending at once (the pool then drops it instead of reusing it) and destroys the
    // socket, since a query is still outstanding on it.
    this.end().catch(() => undefined);
    return error;
  }
}
