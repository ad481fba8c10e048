import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Attempt } from '../../domain/attempt/attempt.ts';
import type { Evaluation } from '../../domain/evaluation/evaluation.ts';
import { toeflKey } from '../../domain/exam/exam.ts';
import type { MockTest } from '../../domain/exam/mock-test.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { createTestPersistence, type TestPersistence } from '../../test-support/test-database.ts';

const at = (iso: string) => new Date(iso);

function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'profile-1',
    userId: 'uid-amira',
    email: 'amira@example.test',
    fullName: 'Amira Haddad',
    photoUrl: null,
    emailVerified: false,
    provider: 'Google',
    role: 'candidate',
    selectedExam: 'IELTSAcademic',
    country: null,
    education: 'BD',
    destination: 'Canada',
    targetScores: { IELTSAcademic: { reading: '7', writing: '7.5', listening: '8', speaking: '7' } },
    plan: null,
    isSubscribed: false,
    purchasedAt: null,
    expiresAt: null,
    extraTests: 0,
    practiceWithHints: false,
    examNames: [],
    createdAt: at('2025-02-03T08:09:10.123Z'),
    ...overrides,
  };
}

function mockTest(overrides: Partial<MockTest> = {}): MockTest {
  return {
    id: 'ielts-ac-1',
    exam: 'IELTSAcademic',
    sequence: 1,
    title: 'Urban cycling and commuter habits',
    type: 'writing1',
    rubricVersion: 'ielts-2024',
    tasks: [
      {
        key: 'task1',
        title: 'Task 1',
        instructions: 'Summarise the information by selecting and reporting the main features.',
        prompt: 'The chart shows how commuters in three cities travelled to work in 2010 and 2020.',
        imageSvg: '<svg viewBox="0 0 10 10"><rect width="4" height="8"/></svg>',
        imageAlt: 'Bar chart of commuting modes',
        minutes: 20,
        minWords: 150,
      },
      {
        key: 'task2',
        title: 'Task 2',
        instructions: 'Give reasons for your answer.',
        prompt: 'Some say cities should ban private cars from their centres. Do you agree?',
        minutes: 40,
        minWords: 250,
      },
    ],
    ...overrides,
  };
}

function attempt(overrides: Partial<Attempt> = {}): Attempt {
  return {
    id: 'attempt-1',
    userId: 'uid-amira',
    mockTestId: 'ielts-ac-1',
    exam: 'IELTSAcademic',
    status: 'InProgress',
    answers: [],
    startedAt: at('2025-03-01T10:00:00.000Z'),
    endsAt: at('2025-03-01T11:00:00.000Z'),
    taskClocks: [],
    submittedAt: null,
    timedOut: false,
    secondsTaken: null,
    deadlineAt: null,
    deadlineHandledAt: null,
    overdue: false,
    claimedBy: null,
    claimedAt: null,
    claimTouchedAt: null,
    takenOverFrom: null,
    claimLapsedFrom: null,
    updatedAt: at('2025-03-01T10:00:00.000Z'),
    withHints: false,
    sentenceBank: null,
    sentenceShuffle: null,
    version: 1,
    ...overrides,
  };
}

/** A submitted attempt whose deadline is `deadline`; ids and tests are unique per call. */
let serial = 0;
function submitted(deadline: string, overrides: Partial<Attempt> = {}): Attempt {
  serial += 1;
  return attempt({
    id: `submitted-${serial}`,
    mockTestId: `test-${serial}`,
    status: 'Submitted',
    submittedAt: at('2025-03-01T10:40:00.000Z'),
    deadlineAt: at(deadline),
    ...overrides,
  });
}

function evaluation(overrides: Partial<Evaluation> = {}): Evaluation {
  return {
    id: 'evaluation-1',
    attemptId: 'attempt-1',
    tutorId: 'uid-tutor',
    rubricVersion: 'ielts-2024',
    criterionScores: [
      { taskKey: 'task1', criterion: 'TA', score: 6.5 },
      { taskKey: 'task2', criterion: 'CC', score: 7 },
    ],
    overall: { value: 6.75, display: '7.0', grade: null },
    strengths: [{ label: 'Overview', text: 'A clear overview of the main trends.' }],
    weaknesses: [{ label: 'Data', text: 'Some figures are misreported.' }],
    areasOfImprovement: [{ label: 'Linking', text: 'Vary your cohesive devices.' }],
    feedback: 'A solid response; tighten the comparisons.',
    revisedAnswers: [
      { taskKey: 'task1', text: 'The bar chart compares the ways in which commuters travelled…' },
      { taskKey: 'task2', text: 'Some people believe that cities should ban cars.' },
    ],
    comments: [{ taskKey: 'task1', start: 4, end: 13, criterion: 'TA', text: 'Name the chart type early.' }],
    publishedAt: null,
    updatedAt: at('2025-03-01T12:00:00.000Z'),
    version: 1,
    ...overrides,
  };
}

let db: TestPersistence;

beforeAll(async () => {
  db = await createTestPersistence();
});

afterAll(async () => {
  await db?.close();
});

beforeEach(async () => {
  await db.reset();
});

describe('MikroOrmProfileRepository', () => {
  it('round-trips every field, with nulls and with values', async () => {
    const bare = profile();
    const full = profile({
      id: 'profile-2',
      userId: 'uid-kenji',
      email: 'kenji@example.test',
      photoUrl: 'https://example.test/kenji.png',
      emailVerified: true,
      provider: 'Custom',
      role: 'tutor',
      selectedExam: 'OETNurses',
      country: 'Japan',
      education: 'MD',
      plan: 'gold',
      isSubscribed: true,
      purchasedAt: at('2025-01-15T09:30:00.456Z'),
      expiresAt: at('2025-04-15T09:30:00.456Z'),
      examNames: ['OETN1', 'OETN2', 'OETN3'],
    });
    await db.profiles.save(bare);
    await db.profiles.save(full);

    expect(await db.profiles.findById('profile-1')).toEqual(bare);
    expect(await db.profiles.findById('profile-2')).toEqual(full);
    expect(await db.profiles.findByUserId('uid-kenji')).toEqual(full);
    expect(await db.profiles.findByEmail('amira@example.test')).toEqual(bare);
  });

  it('returns null for unknown ids, uids and e-mails', async () => {
    expect(await db.profiles.findById('nobody')).toBeNull();
    expect(await db.profiles.findByUserId('nobody')).toBeNull();
    expect(await db.profiles.findByEmail('nobody@example.test')).toBeNull();
  });

  it('save updates an existing profile in place', async () => {
    await db.profiles.save(profile());
    const updated = profile({ fullName: 'Amira H.', plan: 'silver', isSubscribed: true, examNames: ['IA1', 'IA2'] });
    await db.profiles.save(updated);
    expect(await db.profiles.findById('profile-1')).toEqual(updated);
  });

  it('refuses a second profile for the same identity uid', async () => {
    await db.profiles.save(profile());
    await expect(db.profiles.save(profile({ id: 'profile-9' }))).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});

describe('MikroOrmMockTestRepository', () => {
  it('round-trips a test with its tasks (jsonb), optional fields included', async () => {
    const test = mockTest();
    await db.mockTests.upsert(test);
    expect(await db.mockTests.findById('ielts-ac-1')).toEqual(test);
    expect(await db.mockTests.findById('missing')).toBeNull();
  });

  it('upsert is idempotent and updates by id', async () => {
    await db.mockTests.upsert(mockTest());
    const renamed = mockTest({ title: 'Commuting in three cities' });
    await db.mockTests.upsert(renamed);
    await db.mockTests.upsert(renamed);
    expect(await db.mockTests.listByExam('IELTSAcademic')).toEqual([renamed]);
  });

  it('lists one exam in sequence order', async () => {
    await db.mockTests.upsert(mockTest({ id: 'ia-3', sequence: 3 }));
    await db.mockTests.upsert(mockTest({ id: 'ia-1', sequence: 1 }));
    await db.mockTests.upsert(mockTest({ id: 'ia-2', sequence: 2 }));
    await db.mockTests.upsert(mockTest({ id: 'pte-1', exam: 'PTE', sequence: 1 }));
    const listed = await db.mockTests.listByExam('IELTSAcademic');
    expect(listed.map((t) => t.id)).toEqual(['ia-1', 'ia-2', 'ia-3']);
    expect((await db.mockTests.listByExam('PTE')).map((t) => t.id)).toEqual(['pte-1']);
    expect(await db.mockTests.listByExam(toeflKey)).toEqual([]);
  });
});

describe('MikroOrmAttemptRepository', () => {
  it('round-trips every field, with nulls and with values', async () => {
    const fresh = attempt();
    const done = attempt({
      id: 'attempt-2',
      mockTestId: 'ielts-ac-2',
      status: 'EvaluationDone',
      answers: [
        { taskKey: 'task1', text: 'The chart illustrates…\n\nOverall, cycling rose.' },
        { taskKey: 'task2', text: 'It is often argued that “car-free” centres…' },
      ],
      submittedAt: at('2025-03-01T10:55:12.345Z'),
      timedOut: true,
      secondsTaken: 3312,
      deadlineAt: at('2025-03-01T14:25:12.345Z'),
      deadlineHandledAt: at('2025-03-01T14:25:13.001Z'),
      overdue: true,
      claimedBy: 'uid-tutor',
      claimedAt: at('2025-03-01T12:00:00.000Z'),
      takenOverFrom: 'uid-first-tutor',
      updatedAt: at('2025-03-01T14:25:13.001Z'),
      version: 7,
    });
    await db.attempts.insert(fresh);
    await db.attempts.insert(done);

    expect(await db.attempts.findById('attempt-1')).toEqual(fresh);
    expect(await db.attempts.findById('attempt-2')).toEqual(done);
    expect(await db.attempts.findByUserAndTest('uid-amira', 'ielts-ac-2')).toEqual(done);
    expect(await db.attempts.findByUserAndTest('uid-amira', 'unknown-test')).toBeNull();
    expect(await db.attempts.findById('missing')).toBeNull();
  });

  it('update stores a change and bumps the version (autosave, then submit)', async () => {
    await db.attempts.insert(attempt());
    const drafted = await db.attempts.update(attempt({ answers: [{ taskKey: 'task1', text: 'draft' }] }));
    expect(drafted.version).toBe(2);
    const submittedAttempt = attempt({
      status: 'Submitted',
      answers: [{ taskKey: 'task1', text: 'final' }],
      submittedAt: at('2025-03-01T10:50:00.000Z'),
      secondsTaken: 3000,
      deadlineAt: at('2025-03-01T14:20:00.000Z'),
      updatedAt: at('2025-03-01T10:50:00.000Z'),
      version: 2,
    });
    const stored = await db.attempts.update(submittedAttempt);
    expect(await db.attempts.findById('attempt-1')).toEqual({ ...submittedAttempt, version: 3 });
    expect(stored).toEqual({ ...submittedAttempt, version: 3 });
  });

  it('update refuses a change based on an older version with CONFLICT and stores nothing', async () => {
    await db.attempts.insert(attempt());
    await db.attempts.update(attempt({ answers: [{ taskKey: 'task1', text: 'first tab' }] }));
    await expect(
      db.attempts.update(attempt({ answers: [{ taskKey: 'task1', text: 'stale tab' }] })),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await db.attempts.findById('attempt-1'))?.answers).toEqual([{ taskKey: 'task1', text: 'first tab' }]);
  });

  it('update clears fields set back to null (a tutor releases a claim)', async () => {
    await db.attempts.insert(attempt({ claimedBy: 'uid-tutor', secondsTaken: 60 }));
    await db.attempts.update(attempt({ claimedBy: null, secondsTaken: null }));
    expect(await db.attempts.findById('attempt-1')).toMatchObject({ claimedBy: null, secondsTaken: null });
  });

  it('keeps one attempt per candidate and test: a twin is refused with CONFLICT', async () => {
    await db.attempts.insert(attempt());
    await expect(db.attempts.insert(attempt({ id: 'attempt-twin' }))).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await db.attempts.findById('attempt-twin')).toBeNull();
    expect(await db.attempts.findByUserAndTest('uid-amira', 'ielts-ac-1')).toMatchObject({ id: 'attempt-1' });
    // The same test for another candidate is fine.
    await db.attempts.insert(attempt({ id: 'attempt-other', userId: 'uid-other' }));
    expect(await db.attempts.findById('attempt-other')).not.toBeNull();
  });

  it('pages a candidate’s attempts, newest first, with the total', async () => {
    for (let day = 1; day <= 5; day += 1) {
      await db.attempts.insert(
        attempt({ id: `mine-${day}`, mockTestId: `t-${day}`, startedAt: at(`2025-03-0${day}T09:00:00.000Z`) }),
      );
    }
    await db.attempts.insert(attempt({ id: 'theirs', userId: 'uid-other', mockTestId: 't-1' }));

    const first = await db.attempts.listByUser('uid-amira', { limit: 2, offset: 0 });
    expect(first.total).toBe(5);
    expect(first.items.map((a) => a.id)).toEqual(['mine-5', 'mine-4']);
    const last = await db.attempts.listByUser('uid-amira', { limit: 2, offset: 4 });
    expect(last).toMatchObject({ total: 5 });
    expect(last.items.map((a) => a.id)).toEqual(['mine-1']);
    expect(await db.attempts.listByUser('uid-nobody', { limit: 10, offset: 0 })).toEqual({ items: [], total: 0 });
  });

  it('queues submitted attempts for tutors by deadline, then submission time, with the total', async () => {
    const later = submitted('2025-03-01T18:00:00.000Z');
    const soonSubmittedLate = submitted('2025-03-01T12:00:00.000Z', { submittedAt: at('2025-03-01T10:45:00.000Z') });
    const soonSubmittedEarly = submitted('2025-03-01T12:00:00.000Z', { submittedAt: at('2025-03-01T10:30:00.000Z') });
    const soonest = submitted('2025-03-01T11:00:00.000Z');
    for (const a of [later, soonSubmittedLate, soonSubmittedEarly, soonest]) await db.attempts.insert(a);
    await db.attempts.insert(attempt({ id: 'in-progress', mockTestId: 'x-1' }));
    await db.attempts.insert(submitted('2025-03-01T09:00:00.000Z', { id: 'evaluated', status: 'EvaluationDone' }));

    const page1 = await db.attempts.listAwaitingEvaluation({ limit: 3, offset: 0 });
    expect(page1.total).toBe(4);
    expect(page1.items.map((a) => a.id)).toEqual([soonest.id, soonSubmittedEarly.id, soonSubmittedLate.id]);
    const page2 = await db.attempts.listAwaitingEvaluation({ limit: 3, offset: 3 });
    expect(page2).toEqual({ items: [later], total: 4 });
  });

  // Attempts in progress end at 11:00; with a grace of 30 s the server closes them from 11:00:30.
  const inProgress = (id: string, endsAt: string) => attempt({ id, mockTestId: `t-${id}`, endsAt: at(endsAt) });

  it('finds due timers: deadlines at or before now never handled, and attempts past their end plus the grace', async () => {
    const now = at('2025-03-01T12:00:00.000Z');
    const past = submitted('2025-03-01T11:59:59.999Z');
    const exactlyNow = submitted('2025-03-01T12:00:00.000Z');
    const future = submitted('2025-03-01T12:00:00.001Z');
    const handled = submitted('2025-03-01T11:00:00.000Z', { deadlineHandledAt: at('2025-03-01T11:00:01.000Z') });
    const released = submitted('2025-03-01T11:00:00.000Z', { status: 'EvaluationDone' });
    const abandoned = inProgress('abandoned', '2025-03-01T11:59:30.000Z');
    const inGrace = inProgress('in-grace', '2025-03-01T11:59:30.001Z');
    for (const a of [future, handled, exactlyNow, released, past, abandoned, inGrace]) await db.attempts.insert(a);

    const due = await db.attempts.listDueTimers(now, 30, { limit: 100 });
    expect(due.map((a) => a.id).sort()).toEqual([abandoned.id, past.id, exactlyNow.id].sort());
    expect(due.find((a) => a.id === past.id)).toEqual(past);
    // Pages in id order: two, then the rest after the second's id.
    const ids = due.map((a) => a.id).sort();
    const first = await db.attempts.listDueTimers(now, 30, { limit: 2 });
    expect(first.map((a) => a.id)).toEqual(ids.slice(0, 2));
    const rest = await db.attempts.listDueTimers(now, 30, { limit: 2, afterId: first[1]?.id });
    expect(rest.map((a) => a.id)).toEqual(ids.slice(2));
  });

  it('finds pending timers: deadlines after now never handled, and attempts still in their time or grace', async () => {
    const now = at('2025-03-01T12:00:00.000Z');
    const exactlyNow = submitted('2025-03-01T12:00:00.000Z');
    const soon = submitted('2025-03-01T12:00:00.001Z');
    const tomorrow = submitted('2025-03-02T12:00:00.000Z');
    const handledEarly = submitted('2025-03-01T13:00:00.000Z', { deadlineHandledAt: at('2025-03-01T11:00:00.000Z') });
    const writing = inProgress('writing', '2025-03-01T12:30:00.000Z');
    const abandoned = inProgress('abandoned', '2025-03-01T11:00:00.000Z');
    for (const a of [tomorrow, exactlyNow, handledEarly, writing, abandoned, soon]) await db.attempts.insert(a);

    const pending = await db.attempts.listPendingTimers(now, 30, { limit: 100 });
    expect(pending.map((a) => a.id)).toEqual([soon.id, tomorrow.id, writing.id].sort());
    expect(pending.find((a) => a.id === tomorrow.id)).toEqual({
      id: tomorrow.id,
      status: 'Submitted',
      submittedAt: tomorrow.submittedAt,
      endsAt: tomorrow.endsAt,
      deadlineAt: tomorrow.deadlineAt,
      deadlineHandledAt: null,
    });
    // Pages in id order, as the due timers.
    const first = await db.attempts.listPendingTimers(now, 30, { limit: 2 });
    const rest = await db.attempts.listPendingTimers(now, 30, { limit: 2, afterId: first[1]?.id });
    expect([...first, ...rest].map((a) => a.id)).toEqual(pending.map((a) => a.id));
  });
});

describe('MikroOrmEvaluationRepository', () => {
  it('round-trips every field, jsonb lists and a missing overall included', async () => {
    const draft = evaluation({ overall: null, strengths: [], weaknesses: [], areasOfImprovement: [] });
    await db.evaluations.insert(draft);
    expect(await db.evaluations.findByAttemptId('attempt-1')).toEqual(draft);

    const published = evaluation({
      publishedAt: at('2025-03-01T12:30:00.789Z'),
      updatedAt: at('2025-03-01T12:30:00.789Z'),
    });
    await db.evaluations.update(published);
    expect(await db.evaluations.findByAttemptId('attempt-1')).toEqual({ ...published, version: 2 });
    await expect(db.evaluations.update(published)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await db.evaluations.findByAttemptId('attempt-unknown')).toBeNull();
  });

  it('keeps one evaluation per attempt: a second one is refused with CONFLICT', async () => {
    await db.evaluations.insert(evaluation());
    await expect(db.evaluations.insert(evaluation({ id: 'evaluation-2' }))).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await db.evaluations.findByAttemptId('attempt-1')).toMatchObject({ id: 'evaluation-1' });
  });
});

describe('MikroOrm grading reads', () => {
  it('reads a queue page with each candidate, evaluation and claiming tutor, and the count, as stored', async () => {
    const candidate = profile();
    const tutor = profile({ id: 'profile-tutor', userId: 'uid-tutor', fullName: 'Tomas Tutor', role: 'tutor' });
    for (const p of [candidate, tutor]) await db.profiles.save(p);
    const later = submitted('2025-03-01T18:00:00.000Z');
    const sooner = submitted('2025-03-01T11:00:00.000Z', {
      claimedBy: tutor.id,
      claimedAt: at('2025-03-01T11:30:00.123Z'),
    });
    for (const a of [later, sooner]) await db.attempts.insert(a);
    await db.attempts.insert(attempt({ id: 'in-progress', mockTestId: 'x-1' }));
    const draft = evaluation({ attemptId: sooner.id });
    await db.evaluations.insert(draft);

    const anyone = { viewerId: 'nobody', now: new Date(), claimsIdleSince: new Date(0) };
    const page = await db.gradingReads.queuePage({ limit: 1, offset: 0 }, anyone);
    expect(page).toEqual({
      total: 2,
      items: [{ attempt: sooner, candidate, evaluation: draft, claimedByName: 'Tomas Tutor', secondMarking: null }],
    });
    expect(await db.gradingReads.queuePage({ limit: 1, offset: 1 }, anyone)).toEqual({
      total: 2,
      items: [{ attempt: later, candidate, evaluation: null, claimedByName: null, secondMarking: null }],
    });
    expect(await db.gradingReads.queuePage({ limit: 5, offset: 5 }, anyone)).toEqual({ total: 2, items: [] });
    expect(await db.gradingReads.gradingRow(later.id)).toEqual({
      attempt: later,
      candidate,
      evaluation: null,
      claimedByName: null,
      secondMarking: null,
    });
    expect(await db.gradingReads.gradingRow('attempt-unknown')).toBeNull();
  });
});

describe('MikroOrm outbox store', () => {
  it('stores messages and lists the newest first, up to the limit', async () => {
    const first = await db.outbox.add({ to: 'a@example.test', subject: 'Your evaluation is ready', text: 'Hello A' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await db.outbox.add({ to: 'b@example.test', subject: 'Attempt overdue', text: 'Hello B' });
    expect(first).toMatchObject({ to: 'a@example.test', sentAt: null });
    expect(first.createdAt).toBeInstanceOf(Date);

    expect(await db.outbox.list(10)).toEqual([second, first]);
    expect(await db.outbox.list(1)).toEqual([second]);
  });
});

describe('test database reset', () => {
  it('empties every table', async () => {
    await db.profiles.save(profile());
    await db.mockTests.upsert(mockTest());
    await db.attempts.insert(attempt());
    await db.evaluations.insert(evaluation());
    await db.outbox.add({ to: 'a@example.test', subject: 's', text: 't' });
    await db.reset();
    expect(await db.profiles.findById('profile-1')).toBeNull();
    expect(await db.mockTests.findById('ielts-ac-1')).toBeNull();
    expect(await db.attempts.findById('attempt-1')).toBeNull();
    expect(await db.evaluations.findByAttemptId('attempt-1')).toBeNull();
    expect(await db.outbox.list(10)).toEqual([]);
  });
});
