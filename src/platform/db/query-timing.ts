// How long database queries take, for the metrics (docs/operations.md, "Metrics"): the drivers'
// clients are wrapped so that every query drizzle sends reports its duration to whoever listens.
// Process-wide, like the process's own metrics: one database client serves every app in it.

type Listener = (seconds: number) => void;
const listeners = new Set<Listener>();

/** Calls `listener` with each query's duration in seconds; returns the way to stop. */
export function onQueryTimed(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function report(startedAt: bigint) {
  if (listeners.size === 0) return;
  const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
  for (const listener of listeners) listener(seconds);
}

const isThenable = (value: unknown): value is Promise<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

/**
 * The client with its `query` timed, and so are the clients it hands out: a pool's checked-out
 * connections (`connect`) and an embedded database's transactions (`transaction`'s callback).
 * Everything else passes through untouched (`instanceof` included).
 */
export function timedClient<T extends object>(client: T): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (property === 'query') {
        return (...args: unknown[]) => {
          const startedAt = process.hrtime.bigint();
          const result = method.apply(target, args);
          if (isThenable(result)) return result.finally(() => report(startedAt));
          return result;
        };
      }
      if (property === 'connect') {
        return (...args: unknown[]) => {
          const result = method.apply(target, args);
          return isThenable(result) ? result.then((connection) => timedClient(connection as object)) : result;
        };
      }
      if (property === 'transaction') {
        return (callback: (tx: object) => unknown, ...rest: unknown[]) =>
          method.call(target, (tx: object) => callback(timedClient(tx)), ...rest);
      }
      return method.bind(target);
    },
  });
}
