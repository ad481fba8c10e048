/** A per-request memo: the same key resolves once per request (a failed load is forgotten, so it may be retried). */
export type RequestCache = {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Stores a value already at hand (e.g. from a list) so field resolvers do not load it again. */
  prime<T>(key: string, value: T): void;
};

/** Creates an empty cache; build one per request, never share it across requests or users. */
export function createRequestCache(): RequestCache {
  const entries = new Map<string, Promise<unknown>>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const cached = entries.get(key);
      if (cached) return cached as Promise<T>;
      const pending = load();
      entries.set(key, pending);
      pending.catch(() => entries.delete(key));
      return pending;
    },
    prime<T>(key: string, value: T): void {
      entries.set(key, Promise.resolve(value));
    },
  };
}
