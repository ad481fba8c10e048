import type { FastifyRequest } from 'fastify';
import { getAttempt } from '../../application/attempt/get-attempt.use-case.ts';
import { listAttempts } from '../../application/attempt/list-my-attempts.use-case.ts';
import { getMockTest } from '../../application/catalog/get-mock-test.use-case.ts';
import type { CoreDeps } from '../../application/deps.ts';
import type { Attempt } from '../../domain/attempt/attempt.ts';
import type { Evaluation } from '../../domain/evaluation/evaluation.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { Authenticator } from '../http/authenticate.ts';
import type { CatalogEntry } from './graphql-mappers.ts';
import { createRequestCache } from './request-cache.ts';

export type AttemptView = { attempt: Attempt; evaluation: Evaluation | null };

/** Per-request loaders: each key loads once per request, so nested fields cost no repeated queries. */
export type GraphqlLoaders = {
  mockTest(id: string): Promise<CatalogEntry>;
  primeMockTest(entry: CatalogEntry): void;
  /** The attempt with its evaluation as getAttempt's visibility rule allows this caller to see it. */
  attemptView(attemptId: string): Promise<AttemptView>;
  primeAttemptView(view: AttemptView): void;
  /** The caller's own attempt at a test; all of the caller's attempts are read in one go. */
  myAttemptAt(mockTestId: string): Promise<Attempt | null>;
  profileById(id: string): Promise<Profile | null>;
};

export type GraphqlContext = {
  deps: CoreDeps;
  /** The caller's profile; UNAUTHENTICATED without a valid token. Lazy, so public fields work without one. */
  actor(): Promise<Profile>;
  /**
   * The caller's profile after asking the identity service now whether the account is disabled or its sign-ins
   * revoked (the per-user verdict of TOKEN_REVOCATION_CHECK_SECONDS is not trusted). For role changes, publishing and
   * purchases.
   */
  freshActor(): Promise<Profile>;
  loaders: GraphqlLoaders;
};

const attemptPageSize = 100;

/** Builds the context of one GraphQL request. */
export function createGraphqlContext(request: FastifyRequest, deps: CoreDeps, auth: Authenticator): GraphqlContext {
  const cache = createRequestCache();
  const actor = () => auth.actor(request);

  const loadMyAttempts = async (): Promise<Map<string, Attempt>> => {
    const me = await actor();
    const byTest = new Map<string, Attempt>();
    for (let offset = 0; ; offset += attemptPageSize) {
      const page = await listAttempts(deps, {
        actor: me,
        userId: me.userId,
        page: { limit: attemptPageSize, offset },
      });
      for (const attempt of page.items) byTest.set(attempt.mockTestId, attempt);
      if (page.items.length < attemptPageSize || offset + attemptPageSize >= page.total) return byTest;
    }
  };

  const loaders: GraphqlLoaders = {
    mockTest: (id) => cache.get(`mockTest:${id}`, async () => getMockTest(deps, { actor: await actor(), id })),
    primeMockTest: (entry) => cache.prime(`mockTest:${entry.test.id}`, entry),
    attemptView: (attemptId) =>
      cache.get(`attempt:${attemptId}`, async () => getAttempt(deps, { actor: await actor(), attemptId })),
    primeAttemptView: (view) => cache.prime(`attempt:${view.attempt.id}`, view),
    myAttemptAt: async (mockTestId) => {
      const mine = await cache.get('myAttempts', loadMyAttempts);
      return mine.get(mockTestId) ?? null;
    },
    profileById: (id) => cache.get(`profile:${id}`, () => deps.profiles.findById(id)),
  };

  return { deps, actor, freshActor: () => auth.freshActor(request), loaders };
}
