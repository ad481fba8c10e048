import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoreDeps } from '../../application/deps.ts';
import { getGradingItem } from '../../application/evaluation/get-grading-item.use-case.ts';
import { emptiedEvaluationContent, type GradingReads } from '../../application/evaluation/grading-reads.ts';
import type { GradingRow, QueueEntry } from '../../application/evaluation/grading-row.ts';
import { listEvaluationQueue } from '../../application/evaluation/list-evaluation-queue.use-case.ts';
import type { QueueQuery } from '../../application/evaluation/queue-filter.ts';
import { buildAttempt, buildEvaluation, buildMockTest, buildProfile } from '../../application/testing/builders.ts';
import { newSecondMarking } from '../../domain/evaluation/second-marking.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { createTestPersistence, type TestPersistence } from '../../test-support/test-database.ts';

// The queue's summary read (GradingReads.queuePage with `summary`) against the full one on real PostgreSQL: the same
// rows, in the same order, with the same count, every field equal but what the summary may leave out. And the second
// marking read with the rows against the separate read it replaced: the same entries, withheld for the same readers.

let db: TestPersistence;
let tutor: Profile;
let other: Profile;
const at = (iso: string) => new Date(iso);
const now = at('2026-03-02T12:00:00.000Z');

beforeAll(async () => {
  db = await createTestPersistence();
  await db.reset();
  tutor = buildProfile({ id: 'tutor-1', userId: 'uid-tutor-1', fullName: 'Tomas Tutor', role: 'tutor' });
  other = buildProfile({ id: 'tutor-2', userId: 'uid-tutor-2', fullName: 'Olga Other', role: 'tutor' });
  const paying = buildProfile({
    id: 'cand-1',
    userId: 'uid-cand-1',
    fullName: 'Amira Haddad',
    plan: 'gold',
    isSubscribed: true,
    purchasedAt: at('2026-01-01T00:00:00.000Z'),
    expiresAt: at('2027-01-01T00:00:00.000Z'),
  });
  const free = buildProfile({ id: 'cand-2', userId: 'uid-cand-2', fullName: 'Bo Free', email: 'bo@example.test' });
  for (const profile of [tutor, other, paying, free]) await db.profiles.save(profile);
  const answers = [
    { taskKey: 'task1', text: 'The chart shows commuting habits.' },
    { taskKey: 'task2', text: 'Cities should invest in cycling.' },
  ];
  const submitted = (n: number, candidate: string, overrides: Parameters<typeof buildAttempt>[0] = {}) =>
    buildAttempt({
      id: `attempt-${n}`,
      userId: candidate,
      mockTestId: `ielts-ac-${n}`,
      exam: n % 2 === 0 ? 'IELTSAcademic' : 'IELTSGeneral',
      status: 'Submitted',
      answers,
      taskClocks: [
        {
          taskKey: 'task1',
          seconds: 1200,
          startedAt: at('2026-03-01T08:00:00.000Z'),
          endsAt: at('2026-03-01T08:20:00.000Z'),
          closedAt: at('2026-03-01T08:19:00.000Z'),
          timedOut: false,
        },
      ],
      startedAt: at('2026-03-01T08:00:00.000Z'),
      submittedAt: at(`2026-03-01T09:0${n}:00.123Z`),
      secondsTaken: 3600 + n,
      deadlineAt: n === 6 ? null : at(`2026-03-0${n < 3 ? 2 : 3}T1${n}:00:00.456Z`),
      ...overrides,
    });
  const attempts = [
    // Claimed by the tutor just now: a live claim, with a draft.
    submitted(1, paying.userId, { claimedBy: tutor.id, claimedAt: now, claimTouchedAt: now }),
    // Past its deadline, marked overdue, claimed by another tutor long ago (a lapsed claim), published.
    submitted(2, free.userId, {
      overdue: true,
      claimedBy: other.id,
      claimedAt: at('2026-03-01T10:00:00.000Z'),
      claimTouchedAt: at('2026-03-01T10:00:00.000Z'),
    }),
    submitted(3, free.userId, { claimedBy: other.id, claimedAt: now, claimTouchedAt: now }),
    submitted(4, paying.userId),
    submitted(5, paying.userId, { withHints: true, sentenceBank: 2 }),
    // No deadline yet: last.
    submitted(6, free.userId),
    buildAttempt({ id: 'attempt-7', userId: free.userId, mockTestId: 'ielts-ac-7', status: 'InProgress' }),
  ];
  for (const attempt of attempts) await db.attempts.insert(attempt);
  const content = {
    criterionScores: [{ taskKey: 'task1', criterion: 'TA', score: 6 }],
    overall: { value: 6.5, display: '6.5' },
    strengths: [{ label: 'Organisation', text: 'Clear paragraphs.' }],
    weaknesses: [{ label: 'Articles', text: 'Missing articles.' }],
    areasOfImprovement: [{ label: 'Conclusion', text: 'Restate the position.' }],
    feedback: 'Good work.',
    revisedAnswers: [{ taskKey: 'task2', text: 'Cities should invest in cycling lanes.' }],
    comments: [{ taskKey: 'task1', start: 0, end: 3, criterion: 'TA', text: 'Say more.' }],
  } as Partial<Parameters<typeof buildEvaluation>[0]>;
  await db.evaluations.insert(buildEvaluation({ id: 'eval-1', attemptId: 'attempt-1', tutorId: tutor.id, ...content }));
  await db.evaluations.insert(
    buildEvaluation({
      id: 'eval-2',
      attemptId: 'attempt-2',
      tutorId: other.id,
      publishedAt: at('2026-03-02T11:00:00.000Z'),
      ...content,
    }),
  );
  await db.evaluations.insert(
    buildEvaluation({
      id: 'eval-4',
      attemptId: 'attempt-4',
      tutorId: other.id,
      publishedAt: at('2026-03-02T11:30:00.000Z'),
      ...content,
    }),
  );
  // Drawn for a blind second marking at submission, before any evaluation (nothing to withhold yet).
  await db.secondMarkings.draw(newSecondMarking('attempt-5', at('2026-03-01T09:05:00.123Z')));
  // Drawn for a blind second marking, then claimed by the tutor: the other's first evaluation is withheld from them.
  await db.secondMarkings.draw(newSecondMarking('attempt-4', at('2026-03-01T09:04:00.123Z')));
  const drawn = await db.secondMarkings.find('attempt-4');
  if (!drawn) throw new Error('attempt-4 was drawn');
  await db.secondMarkings.update({ ...drawn, claimedBy: tutor.id, claimedAt: now, claimTouchedAt: now });
}, 60_000);

afterAll(async () => {
  await db.reset();
  await db.close();
});

/** The use cases' dependencies on the test database; `lookUp` hides the rows' second marking, as before it was read. */
function depsOf(lookUp: boolean): Parameters<typeof listEvaluationQueue>[0] {
  const reads: GradingReads = lookUp
    ? {
        ...db.gradingReads,
        queuePage: async (page, query, options) => {
          const read = await db.gradingReads.queuePage(page, query, options);
          return { ...read, items: read.items.map(({ secondMarking: _read, ...row }) => row) };
        },
        gradingRow: async (attemptId) => {
          const row = await db.gradingReads.gradingRow(attemptId);
          if (!row) return null;
          const { secondMarking: _read, ...rest } = row;
          return rest;
        },
      }
    : db.gradingReads;
  const tests = { findById: async (id: string) => buildMockTest({ id, title: `Test ${id}` }) };
  return {
    clock: { now: () => now },
    gradingReads: reads,
    mockTests: tests as unknown as CoreDeps['mockTests'],
    secondMarkings: db.secondMarkings,
    settings: { claimIdleMinutes: 30 } as CoreDeps['settings'],
  };
}

/** An entry without the second marking it may carry (the answers are compared, not how they were read). */
const withoutMarking = ({ secondMarking: _marking, ...entry }: QueueEntry) => entry;

/** A full row with what the summary may leave out emptied. */
function summaryOf(row: GradingRow): GradingRow {
  return {
    ...row,
    attempt: { ...row.attempt, answers: [], taskClocks: [] },
    evaluation: row.evaluation && { ...row.evaluation, ...emptiedEvaluationContent() },
  };
}

const base: QueueQuery = { viewerId: 'tutor-1', now, claimsIdleSince: at('2026-03-02T11:30:00.000Z') };
const queries: Array<[string, QueueQuery]> = [
  ['everything', base],
  ['one exam', { ...base, exam: 'IELTSAcademic' }],
  ['one plan', { ...base, plan: 'gold' }],
  ['unclaimed', { ...base, status: 'unclaimed' }],
  ['mine', { ...base, status: 'mine' }],
  ['claimed by others', { ...base, status: 'claimedByOthers' }],
  ['overdue', { ...base, status: 'overdue' }],
];

describe('the queue summary read', () => {
  it.each(queries)('answers as the full read with its heavy fields empty: %s', async (_name, query) => {
    for (const page of [
      { limit: 20, offset: 0 },
      { limit: 2, offset: 1 },
      { limit: 5, offset: 10 },
    ]) {
      const fullPage = await db.gradingReads.queuePage(page, query);
      const summaryPage = await db.gradingReads.queuePage(page, query, { summary: true });
      expect(summaryPage).toEqual({ total: fullPage.total, items: fullPage.items.map(summaryOf) });
    }
  });

  it('reads every waiting answer with its candidate, claim, evaluation and count, as stored', async () => {
    const fullPage = await db.gradingReads.queuePage({ limit: 20, offset: 0 }, base);
    expect(fullPage.total).toBe(6);
    expect(fullPage.items.map((row) => row.attempt.id)).toEqual([
      'attempt-1',
      'attempt-2',
      'attempt-3',
      'attempt-4',
      'attempt-5',
      'attempt-6',
    ]);
    const [first, second] = fullPage.items;
    expect(first).toMatchObject({
      claimedByName: 'Tomas Tutor',
      candidate: { fullName: 'Amira Haddad', plan: 'gold' },
      evaluation: { id: 'eval-1', feedback: 'Good work.', publishedAt: null },
    });
    expect(first?.attempt.answers).toHaveLength(2);
    expect(second).toMatchObject({ claimedByName: 'Olga Other', evaluation: { id: 'eval-2' } });
    expect(await db.gradingReads.queuePage({ limit: 5, offset: 10 }, base, { summary: true })).toEqual({
      total: 6,
      items: [],
    });
  });

  it.each([
    ['the tutor who holds the second marking', () => tutor],
    ["the first evaluation's author", () => other],
    ['an admin', () => buildProfile({ id: 'admin-1', role: 'admin' })],
  ])('lists and opens the same entries as with the second marking read apart, for %s', async (_name, actorOf) => {
    const actor = actorOf();
    for (const summary of [false, true]) {
      const input = { actor, page: { limit: 20, offset: 0 }, summary };
      const joined = await listEvaluationQueue(depsOf(false), input);
      const apart = await listEvaluationQueue(depsOf(true), input);
      expect({ ...joined, items: joined.items.map(withoutMarking) }).toEqual(apart);
    }
    for (let n = 1; n <= 6; n += 1) {
      const input = { actor, attemptId: `attempt-${n}` };
      const joined = await getGradingItem(depsOf(false), input);
      expect(withoutMarking(joined)).toEqual(await getGradingItem(depsOf(true), input));
    }
    const page = await listEvaluationQueue(depsOf(false), { actor, page: { limit: 20, offset: 0 } });
    const withheld = page.items.filter((entry) => entry.evaluationWithheld).map((entry) => entry.attempt.id);
    // Until the second marking is published, only the first evaluation's author reads it.
    expect(withheld).toEqual(actor.id === other.id ? [] : ['attempt-4']);
  });
});
