import { graphqlHeaders } from './api-client.ts';
import type { Candidate, OpenAttempt } from './bench-accounts.ts';
import * as documents from './graphql-documents.ts';
import { type LoadRequest, once, type RequestSource, rotate } from './load.ts';

// The calls of the bench's call table, each a source of requests for autocannon, and the targets they are held to.

export type CeilingKind = 'insert' | 'read';

/** The call table's targets: a share of the ceiling of the same kind, and for writes a p99 bound. */
export type Target = { minRatio: number; maxP99Ms?: number };

export type CallSpec = {
  key: string;
  label: string;
  ceiling: CeilingKind;
  target: Target | null;
  /** Repeatable calls get a warm-up; one-time calls (first submits, publishes) spend their pool once. */
  repeatable: boolean;
  source: RequestSource;
};

const writeTarget: Target = { minRatio: 0.5, maxP99Ms: 100 };
const readTarget: Target = { minRatio: 0.5 };
const fromMemoryTarget: Target = { minRatio: 1 };

function graphqlRequest(query: string, variables: Record<string, unknown>, token?: string): LoadRequest {
  return {
    method: 'POST',
    path: '/graphql',
    headers: graphqlHeaders(token),
    body: JSON.stringify({ query, variables }),
  };
}

/** The answer text with a changing ending, so no save is ever a no-op that a cache could skip. */
function answerNumber(n: number): string {
  return `${documents.answerText} (${n})`;
}

/** The raw ceiling's two routes: insert one row (1.4 kB, like an autosave) and read one row by key. */
export function ceilingCalls(): CallSpec[] {
  let inserted = 0;
  let read = 0;
  return [
    {
      key: 'ceiling-insert',
      label: 'raw ceiling: insert one row (Fastify + pg)',
      ceiling: 'insert',
      target: null,
      repeatable: true,
      source: {
        graphql: false,
        next: () => ({
          method: 'POST',
          path: '/insert',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ owner: `bench-${inserted % 40}`, text: answerNumber(inserted++) }),
        }),
      },
    },
    {
      key: 'ceiling-read',
      label: 'raw ceiling: read one row (Fastify + pg)',
      ceiling: 'read',
      target: null,
      repeatable: true,
      source: { graphql: false, next: () => ({ method: 'GET', path: `/read?id=${(read++ % 1000) + 1}` }) },
    },
  ];
}

/**
 * The candidate a connection saves for next. The app sends one save at a time per attempt, so each connection takes
 * turns over candidates of its own (connection k: candidates k, k + connections, ...) and no two saves of one attempt
 * are ever in flight together, which would measure the conflict path instead of the autosave. With fewer candidates
 * than connections they are shared (the smoke).
 */
function ownCandidate(candidates: Candidate[], connection: number, connections: number, turn: number): Candidate {
  const own = Math.max(1, Math.floor((candidates.length - 1 - connection) / connections) + 1);
  const index = candidates.length >= connections ? connection + (turn % own) * connections : turn;
  return candidates[index % candidates.length] as Candidate;
}

/** The candidates' reads and autosaves, which rotate through them and can run as long as asked. */
export function repeatableCalls(candidates: Candidate[]): CallSpec[] {
  const perCandidate = (query: string) => rotate(candidates.map((c) => graphqlRequest(query, {}, c.idToken)));
  let drafts = 0;
  let restSaves = 0;
  return [
    {
      key: 'test-list',
      label: '`/ieltsacademic.json` (public list)',
      ceiling: 'read',
      target: fromMemoryTarget,
      repeatable: true,
      source: { graphql: false, next: rotate([{ method: 'GET', path: '/ieltsacademic.json' }]) },
    },
    {
      key: 'plans',
      label: 'catalogue: `plans` (public)',
      ceiling: 'read',
      target: fromMemoryTarget,
      repeatable: true,
      source: { graphql: true, next: rotate([graphqlRequest(documents.publicPlans, {})]) },
    },
    {
      key: 'mock-tests',
      label: 'catalogue: `mockTests` (signed in)',
      ceiling: 'read',
      target: fromMemoryTarget,
      repeatable: true,
      source: { graphql: true, next: perCandidate(documents.writingTests) },
    },
    {
      key: 'me',
      label: '`me`',
      ceiling: 'read',
      target: readTarget,
      repeatable: true,
      source: { graphql: true, next: perCandidate(documents.currentProfile) },
    },
    {
      key: 'my-attempts',
      label: '`myAttempts`',
      ceiling: 'read',
      target: readTarget,
      repeatable: true,
      source: { graphql: true, next: perCandidate(documents.myAttempts) },
    },
    {
      key: 'autosave-graphql',
      label: 'autosave: GraphQL `saveDraft` (1.4 kB)',
      ceiling: 'insert',
      target: writeTarget,
      repeatable: true,
      source: {
        graphql: true,
        next: (connection, connections) => {
          const n = drafts++;
          const { draft, idToken } = ownCandidate(candidates, connection, connections, n);
          const answers = [{ taskKey: draft.taskKeys[0], text: answerNumber(n) }];
          return graphqlRequest(documents.saveDraft, { attemptId: draft.attemptId, answers }, idToken);
        },
      },
    },
    {
      key: 'autosave-rest',
      label: 'autosave: REST `POST /v1/api/WritingResponse` Status 1',
      ceiling: 'insert',
      target: writeTarget,
      repeatable: true,
      source: {
        graphql: false,
        next: (connection, connections) => {
          const n = restSaves++;
          const candidate = ownCandidate(candidates, connection, connections, n);
          return {
            method: 'POST',
            path: '/v1/api/WritingResponse',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${candidate.idToken}` },
            body: JSON.stringify({ UId: candidate.uid, Status: 1, QId: candidate.restTestId, UA: answerNumber(n) }),
          };
        },
      },
    },
  ];
}

/** First submits: each attempt of the pool once, with a 1.4 kB answer for each of its tasks. */
export function submitCall(attempts: OpenAttempt[]): CallSpec & { submitted(): OpenAttempt[] } {
  const byId = new Map(attempts.map((attempt) => [attempt.attemptId, attempt]));
  const submitted: OpenAttempt[] = [];
  const requests = attempts.map((attempt, n) => {
    const answers = attempt.taskKeys.map((taskKey) => ({ taskKey, text: answerNumber(n) }));
    const request = graphqlRequest(documents.submitAttempt, { attemptId: attempt.attemptId, answers }, attempt.token);
    return { ...request, tag: attempt.attemptId };
  });
  return {
    key: 'submit',
    label: 'submit: GraphQL `submitAttempt` (first submits)',
    ceiling: 'insert',
    target: writeTarget,
    repeatable: false,
    source: {
      ...once(requests, true),
      answered: (tag, ok) => {
        const attempt = tag === undefined ? undefined : byId.get(tag);
        if (ok && attempt) submitted.push(attempt);
      },
    },
    /** The attempts whose submit was acknowledged: the tutor's grading items and publishes. */
    submitted: () => submitted,
  };
}

export type Rubrics = Map<string, { taskKey: string | null; key: string; max: number; step: number }[]>;

/** A complete evaluation of an attempt: every criterion of every task one step below its maximum. */
function evaluationInput(attempt: OpenAttempt, rubrics: Rubrics) {
  const criteria = rubrics.get(attempt.exam) ?? [];
  return {
    criterionScores: attempt.taskKeys.flatMap((taskKey) =>
      criteria
        .filter((criterion) => criterion.taskKey === null || criterion.taskKey === taskKey)
        .map((criterion) => ({ taskKey, criterion: criterion.key, score: criterion.max - criterion.step })),
    ),
    strengths: [{ label: 'Organisation', text: 'Each paragraph develops one idea.' }],
    weaknesses: [{ label: 'Articles', text: 'Articles are often missing before singular nouns.' }],
    areasOfImprovement: [{ label: 'Conclusion', text: 'Restate the position in new words.' }],
    feedback: 'A well-organised answer; accuracy is what holds the score back.',
    revisedAnswer: documents.answerText,
  };
}

/**
 * The tutor's side, once the submits have filled the queue: the queue's first page, the grading item of submitted
 * attempts, then one publish each.
 */
export function gradingCalls(submitted: OpenAttempt[], tutorToken: string, rubrics: Rubrics): CallSpec[] {
  const items = submitted.map((attempt) =>
    graphqlRequest(documents.gradingItem, { attemptId: attempt.attemptId }, tutorToken),
  );
  const publishes = submitted.map((attempt) =>
    graphqlRequest(
      documents.publishEvaluation,
      { attemptId: attempt.attemptId, input: evaluationInput(attempt, rubrics) },
      tutorToken,
    ),
  );
  return [
    {
      key: 'tutor-queue',
      label: 'tutor queue: `evaluationQueue` (20 a page)',
      ceiling: 'read',
      target: readTarget,
      repeatable: true,
      source: {
        graphql: true,
        next: rotate([graphqlRequest(documents.evaluationQueue, { limit: 20, offset: 0 }, tutorToken)]),
      },
    },
    {
      key: 'grading-item',
      label: 'grading item: `gradingItem`',
      ceiling: 'read',
      target: null,
      repeatable: true,
      // Nothing to read when no submit went through (the submit row shows why).
      source: items.length > 0 ? { graphql: true, next: rotate(items) } : once([], true),
    },
    {
      key: 'publish',
      label: 'publish: `publishEvaluation` (first publishes)',
      ceiling: 'insert',
      target: null,
      repeatable: false,
      source: once(publishes, true),
    },
  ];
}
