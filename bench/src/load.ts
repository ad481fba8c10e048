import autocannon from 'autocannon';
import type { CpuPerRequest } from './cpu-time.ts';

/** One request of a load: what autocannon sends next. */
export type LoadRequest = {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Not sent: names what the request acts on, for `answered`. */
  tag?: string;
};

/**
 * Where the requests of one call come from. `next` rotates through prepared requests (candidates, attempts). A pool
 * of one-time requests (first submits, first publishes) has a `size`: the load ends when it is used up, rather than
 * measuring a different call.
 */
export type RequestSource = {
  /** `connection` (0 to `connections` - 1) is the connection that sends it: a source may give each its own data. */
  next(connection: number, connections: number): LoadRequest | null;
  graphql: boolean;
  size?: number;
  /** Told of each answer (2xx without GraphQL errors or not), with the request's tag. */
  answered?(tag: string | undefined, ok: boolean): void;
};

export type LoadResult = {
  requests: number;
  seconds: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-2xx answers, GraphQL errors inside a 200, timeouts and connection errors, together. */
  errors: number;
  statusCodes: Record<string, number>;
  graphqlErrors: number;
  transportErrors: number;
  /** The pool of one-time requests ran out before the duration. */
  exhausted: boolean;
  /** The first error bodies seen, to explain them. */
  sampleErrors: string[];
  /** CPU a request cost the process answering it and PostgreSQL, when the bench counted it. */
  cpu?: CpuPerRequest | null;
};

/** Rotates through a fixed list forever (repeatable calls). */
export function rotate(requests: LoadRequest[]): RequestSource['next'] {
  let index = 0;
  return () => requests[index++ % requests.length] ?? null;
}

/** Hands out each request once (calls that change state for good: a first submit, a publish). */
export function once(requests: LoadRequest[], graphql: boolean): RequestSource {
  let index = 0;
  return { graphql, size: requests.length, next: () => requests[index++] ?? null };
}

/**
 * Loads `origin` with `connections` concurrent connections for `seconds`, requests drawn from `source`. A one-time
 * pool is sent exactly once (autocannon's `amount`), stopped at `seconds` if it lasts longer.
 */
export function runLoad(
  origin: string,
  source: RequestSource,
  options: { connections: number; seconds: number },
): Promise<LoadResult> {
  let graphqlErrors = 0;
  const sampleErrors: string[] = [];
  const keep = (body: string) => {
    if (sampleErrors.length < 3) sampleErrors.push(body.slice(0, 300));
  };
  const pooled = source.size !== undefined;
  const connections = pooled ? Math.max(1, Math.min(options.connections, source.size ?? 1)) : options.connections;
  let last: LoadRequest | null = null;
  let connectionsSeen = 0;
  let timer: NodeJS.Timeout | undefined;
  // The request of connection `connection`. Numbered per client (autocannon's `setupClient`), not per request context:
  // autocannon gives a connection a fresh context for every request when it has only one to send, so numbers kept
  // there moved from connection to connection and two connections could save for one candidate at once.
  const requestOf = (connection: number): autocannon.Request => {
    // A connection has one request in flight: the tag of the last one sent is the one the next answer is for.
    let tag: string | undefined;
    return {
      setupRequest: (request) => {
        // A pool hands out exactly `amount` requests; repeating the last one is only a safety net.
        last = source.next(connection, connections) ?? last;
        tag = last?.tag;
        return { ...request, ...last };
      },
      onResponse: (status, body) => {
        if (status < 200 || status >= 300) {
          source.answered?.(tag, false);
          return keep(`${status} ${body}`);
        }
        // Apollo answers resolver errors (CONFLICT, FORBIDDEN, ...) with 200 and an `errors` list.
        if (source.graphql && body.includes('"errors":[')) {
          graphqlErrors++;
          keep(body);
          return source.answered?.(tag, false);
        }
        source.answered?.(tag, true);
      },
    };
  };
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections,
        duration: options.seconds,
        ...(pooled ? { amount: source.size } : {}),
        timeout: 30,
        requests: [{}],
        setupClient: (client) => client.setRequests([requestOf(connectionsSeen++ % connections)]),
      },
      (error, result) => {
        clearTimeout(timer);
        if (error) return reject(error);
        const statusCodes: Record<string, number> = {};
        for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) {
          statusCodes[code] = Number((stats as { count: number | string }).count);
        }
        const requests = Object.values(statusCodes).reduce((sum, count) => sum + count, 0);
        const transportErrors = result.errors + result.timeouts;
        const seconds = result.duration;
        resolve({
          requests,
          seconds,
          rps: seconds > 0 ? requests / seconds : 0,
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          errors: result.non2xx + graphqlErrors + transportErrors,
          statusCodes,
          graphqlErrors,
          transportErrors,
          exhausted: pooled && requests >= (source.size ?? 0),
          sampleErrors,
        });
      },
    );
    // `amount` overrides the duration in autocannon; the duration still bounds a pool that lasts longer.
    if (pooled) timer = setTimeout(() => instance.stop(), options.seconds * 1000);
  });
}
