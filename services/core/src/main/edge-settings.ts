import { isIP } from 'node:net';
import { z } from 'zod';
import { normalizedHostName } from '../adapters/http/allowed-hosts.ts';

// Settings of the HTTP edge (proxy trust, rate limits, GraphQL limits, health probes), validated with the rest of the
// environment in config.ts.

/** Fastify's trustProxy: off, every proxy, the number of proxy hops in front of us, or the proxies' addresses. */
export type TrustProxy = boolean | number | string[];

export type EdgeConfig = {
  trustProxy: TrustProxy;
  /**
   * ALLOWED_HOSTS: host names answered beside 127.0.0.1, localhost, [::1] and PUBLIC_ORIGIN's host (any port);
   * `*` answers every host.
   */
  allowedHosts: string[];
  rateLimit: { userPerMinute: number; anonymousPerMinute: number; apiKeyPerMinute: number };
  graphql: {
    maxDepth: number;
    maxAliases: number;
    maxCost: number;
    /** GRAPHQL_MAX_PAGE_SIZE: the largest `first` of a connection (cursor pagination). */
    maxPageSize: number;
    maxTokens: number;
    maxDirectives: number;
    publicAnswerEntries: number;
    /** GRAPHQL_INTROSPECTION: __schema and __type answered; off in production unless set to true. */
    introspection: boolean;
  };
  healthCheckTimeoutMs: number;
};

const isAddressOrRange = (entry: string): boolean => {
  const [address, bits, ...rest] = entry.split('/');
  if (!address || rest.length > 0) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
};

const trustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((raw, ctx): TrustProxy => {
    const value = raw.toLowerCase();
    if (value === '' || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = raw.split(',').map((entry) => entry.trim());
    const invalid = entries.filter((entry) => !isAddressOrRange(entry));
    if (invalid.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `expected false, true, a hop count or a comma-separated list of proxy addresses (CIDR allowed); not an address: ${invalid.join(', ')}`,
    });
    return z.NEVER;
  });

// Names (or IP addresses) without ports, comma-separated; `*` alone turns the check off.
const allowedHosts = z
  .string()
  .default('')
  .transform((raw, ctx): string[] => {
    const entries = raw
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    if (entries.length === 1 && entries[0] === '*') return ['*'];
    const invalid = entries.filter(
      (entry) => normalizedHostName(entry) === null || (isIP(entry) !== 6 && /:\d+$/.test(entry)),
    );
    if (invalid.length === 0) return entries.map((entry) => normalizedHostName(entry) as string);
    ctx.addIssue({
      code: 'custom',
      message: `expected host names or IP addresses without a port, comma-separated (or * alone); not a host: ${invalid.join(', ')}`,
    });
    return z.NEVER;
  });

/** A whole number in [1, max]; blank means the default (compose files often pass empty variables). */
const count = (fallback: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number().int().min(1).max(max).default(fallback),
  );

export const edgeEnvShape = {
  TRUST_PROXY: trustProxy,
  // The Host names answered beyond loopback and PUBLIC_ORIGIN's (DNS rebinding): a proxy's upstream name, a health
  // checker's address.
  ALLOWED_HOSTS: allowedHosts,
  // A candidate autosaves every 2 s (30 a minute) and navigates; 300 leaves room for two tabs and fast clicking.
  RATE_LIMIT_USER_PER_MINUTE: count(300, 1_000_000),
  // Per IP: a school or office behind one NAT shares it before signing in (sign-in page, test lists, plans).
  RATE_LIMIT_ANONYMOUS_PER_MINUTE: count(600, 1_000_000),
  // Per API key, apart from its owner's budget: two calls a second, ample for a school's nightly sync of results.
  RATE_LIMIT_API_KEY_PER_MINUTE: count(120, 1_000_000),
  // The web apps' largest operations (a tutor's grading item, a candidate's task) are 7 levels deep, use no alias or
  // directive and under 150 tokens; the costliest (the tutor's queue page of 50) costs 2,300 by list-cost.ts, which
  // counts a list once per entry asked for (first/limit). Integrators get room beyond that.
  GRAPHQL_MAX_DEPTH: count(8, 100),
  GRAPHQL_MAX_ALIASES: count(15, 1_000),
  GRAPHQL_MAX_COST: count(5_000, 1_000_000),
  // The largest page a connection (myAttemptsConnection, ...) answers; the cost limit counts it as the list's size.
  GRAPHQL_MAX_PAGE_SIZE: count(100, 1_000),
  // Bounds the parser's work; generous, so that the rules above (which say what is wrong) refuse first.
  GRAPHQL_MAX_TOKENS: count(3_000, 1_000_000),
  GRAPHQL_MAX_DIRECTIVES: count(50, 1_000),
  // Anonymous answers of the catalogue's constants (plans, exams) kept in memory, by document; 0 keeps none. The
  // web apps send two such documents; the rest is room for integrators' own.
  GRAPHQL_PUBLIC_ANSWER_ENTRIES: z.coerce.number().int().min(0).max(10_000).default(100),
  // Introspection answers __schema/__type; unset means on except in production. The SDL at /graphql/schema.graphql
  // is served either way, so closing it hides nothing and only spares the server the largest queries.
  GRAPHQL_INTROSPECTION: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .enum(['true', 'false'], { error: 'expected true or false' })
      .optional()
      .transform((value) => (value === undefined ? null : value === 'true')),
  ),
  // Each readiness check (database, Redis) answers within this budget, so a probe never hangs on a dead service.
  HEALTH_CHECK_TIMEOUT_MS: count(1_000, 60_000),
};

type EdgeEnv = { [K in keyof typeof edgeEnvShape]: z.output<(typeof edgeEnvShape)[K]> };

export function edgeConfigFrom(e: EdgeEnv, production: boolean): EdgeConfig {
  return {
    trustProxy: e.TRUST_PROXY,
    allowedHosts: e.ALLOWED_HOSTS,
    rateLimit: {
      userPerMinute: e.RATE_LIMIT_USER_PER_MINUTE,
      anonymousPerMinute: e.RATE_LIMIT_ANONYMOUS_PER_MINUTE,
      apiKeyPerMinute: e.RATE_LIMIT_API_KEY_PER_MINUTE,
    },
    graphql: {
      maxDepth: e.GRAPHQL_MAX_DEPTH,
      maxAliases: e.GRAPHQL_MAX_ALIASES,
      maxCost: e.GRAPHQL_MAX_COST,
      maxPageSize: e.GRAPHQL_MAX_PAGE_SIZE,
      maxTokens: e.GRAPHQL_MAX_TOKENS,
      maxDirectives: e.GRAPHQL_MAX_DIRECTIVES,
      publicAnswerEntries: e.GRAPHQL_PUBLIC_ANSWER_ENTRIES,
      introspection: e.GRAPHQL_INTROSPECTION ?? !production,
    },
    healthCheckTimeoutMs: e.HEALTH_CHECK_TIMEOUT_MS,
  };
}
