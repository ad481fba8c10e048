import DataLoader from 'dataloader';
import type { FastifyRequest } from 'fastify';
import type { ApiKeyDeps } from '../../application/api-key/ports.ts';
import { getAttempt } from '../../application/attempt/get-attempt.use-case.ts';
import { listAttempts } from '../../application/attempt/list-my-attempts.use-case.ts';
import { getMockTest } from '../../application/catalog/get-mock-test.use-case.ts';
import type { CoreDeps } from '../../application/deps.ts';
import type { VerifiedIdentity } from '../../application/shared/ports.ts';
import type { Attempt } from '../../domain/attempt/attempt.ts';
import type { Evaluation } from '../../domain/evaluation/evaluation.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { Authenticator } from '../http/authenticate.ts';
import type { CatalogEntry } from './graphql-mappers.ts';

export type AttemptView = { attempt: Attempt; evaluation: Evaluation | null };

/** Per-request loaders: each key loads once per request, so nested fields cost no repeated queries. */
export type GraphqlLoaders = {
  mockTest(id: string): Promise<CatalogEntry>;
  primeMockTest(entry: CatalogEntry): void;
  /** The entry primed for this test id, if any (what mockTest would answer), without a promise. */
  primedMockTest(id: string): CatalogEntry | undefined;
  /** The attempt with its evaluation as getAttempt's visibility rule allows this caller to see it. */
  attemptView(attemptId: string): Promise<AttemptView>;
  primeAttemptView(view: AttemptView): void;
  /** The caller's own attempt at a test; all of the caller's attempts are read in one go. */
  myAttemptAt(mockTestId: string): Promise<Attempt | null>;
  /** Reads the caller's attempts now (for myAttemptAt), if not read yet; fails as myAttemptAt would. */
  readMyAttempts(): Promise<void>;
  /** The caller's attempt at a test when its attempts were read already (null: none); undefined when not read. */
  myAttemptIfRead(mockTestId: string): Attempt | null | undefined;
  profileById(id: string): Promise<Profile | null>;
};

export type GraphqlContext = {
  deps: CoreDeps;
  /** API key management (keys are checked beside tokens by the identity adapter). */
  apiKeys: ApiKeyDeps;
  /** The caller's profile; UNAUTHENTICATED without a valid token or key. Lazy, so public fields work without one. */
  actor(): Promise<Profile>;
  /** The caller's profile once `actor` has answered it; undefined before (or when it failed). */
  actorIfKnown(): Profile | undefined;
  /** What the token or key vouches for (`apiKey` set when the call came with a key; read-only keys: register-graphql). */
  identity(): Promise<VerifiedIdentity>;
  /**
   * Who the caller is (the profile's userId) from the token or key alone, without reading the profile: for the calls
   * that need no more than an owner check, such as an autosave.
   */
  callerId(): Promise<string>;
  /**
   * The caller's profile after asking the identity service now whether the account is disabled or its sign-ins
   * revoked (the per-user verdict of TOKEN_REVOCATION_CHECK_SECONDS is not trusted). For role changes, publishing and
   * purchases.
   */
  freshActor(): Promise<Profile>;
  loaders: GraphqlLoaders;
};

const attemptPageSize = 100;

/** Each key through its own call; a failed key fails alone (DataLoader takes an Error in its place). */
const eachKey =
  <K, V>(load: (key: K) => Promise<V>) =>
  (keys: readonly K[]): Promise<Array<V | Error>> =>
    Promise.all(keys.map((key) => load(key).catch((error: unknown) => toError(error))));

const toError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/** Builds the context of one GraphQL request: one set of loaders, never shared with another request or user. */
export function createGraphqlContext(
  request: FastifyRequest,
  deps: CoreDeps,
  auth: Authenticator,
  apiKeys: ApiKeyDeps,
): GraphqlContext {
  // The profile as soon as it is known, so that fields needing no more than it can answer without a promise (a
  // promise in a field makes graphql-js wait for its whole object, and each entry of a list).
  let knownActor: Profile | undefined;
  const actor = (): Promise<Profile> => {
    const pending = auth.actor(request);
    if (!knownActor) {
      pending.then(
        (profile) => {
          knownActor = profile;
        },
        () => {},
      );
    }
    return pending;
  };

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
  let myAttempts: Promise<Map<string, Attempt>> | null = null;
  // The same attempts once read, for the fields that can then answer without a promise.
  let myAttemptsRead: Map<string, Attempt> | null = null;
  const readMyAttempts = (): Promise<Map<string, Attempt>> => {
    if (!myAttempts) {
      myAttempts = loadMyAttempts();
      myAttempts.then(
        (mine) => {
          myAttemptsRead = mine;
        },
        () => {},
      );
    }
    return myAttempts;
  };

  // Built on first use: most requests (me, a save, a list) touch one loader or none.
  let mockTests: DataLoader<string, CatalogEntry> | null = null;
  const primedMockTests = new Map<string, CatalogEntry>();
  const mockTestLoader = () =>
    (mockTests ??= new DataLoader<string, CatalogEntry>(
      eachKey(async (id) => getMockTest(deps, { actor: await actor(), id })),
    ));
  let attemptViews: DataLoader<string, AttemptView> | null = null;
  const attemptViewLoader = () =>
    (attemptViews ??= new DataLoader<string, AttemptView>(
      eachKey(async (attemptId) => getAttempt(deps, { actor: await actor(), attemptId })),
    ));
  // Every test of a list asks in the same tick: one read of the caller's attempts answers them all.
  let myAttemptsByTest: DataLoader<string, Attempt | null> | null = null;
  const myAttemptLoader = () =>
    (myAttemptsByTest ??= new DataLoader<string, Attempt | null>(async (mockTestIds) => {
      const mine = await readMyAttempts();
      return mockTestIds.map((id) => mine.get(id) ?? null);
    }));
  let profiles: DataLoader<string, Profile | null> | null = null;
  const profileLoader = () =>
    (profiles ??= new DataLoader<string, Profile | null>(eachKey((id) => deps.profiles.findById(id))));

  const loaders: GraphqlLoaders = {
    mockTest: (id) => mockTestLoader().load(id),
    // A value at hand replaces what was loaded earlier in the request (a mutation's result is the newest).
    primeMockTest: (entry) => {
      primedMockTests.set(entry.test.id, entry);
      mockTestLoader().clear(entry.test.id).prime(entry.test.id, entry);
    },
    primedMockTest: (id) => primedMockTests.get(id),
    attemptView: (attemptId) => attemptViewLoader().load(attemptId),
    primeAttemptView: (view) => void attemptViewLoader().clear(view.attempt.id).prime(view.attempt.id, view),
    myAttemptAt: (mockTestId) => myAttemptLoader().load(mockTestId),
    readMyAttempts: async () => {
      await readMyAttempts();
    },
    myAttemptIfRead: (mockTestId) => (myAttemptsRead ? (myAttemptsRead.get(mockTestId) ?? null) : undefined),
    profileById: (id) => profileLoader().load(id),
  };

  return {
    deps,
    apiKeys,
    actor,
    actorIfKnown: () => knownActor,
    identity: () => auth.identity(request),
    callerId: async () => (await auth.identity(request)).uid,
    freshActor: () => auth.freshActor(request),
    loaders,
  };
}
