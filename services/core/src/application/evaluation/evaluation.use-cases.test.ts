import { describe, expect, it } from 'vitest';
import type { Profile } from '../../domain/profile/profile.ts';
import { getAttempt } from '../attempt/get-attempt.use-case.ts';
import { saveDraft } from '../attempt/save-draft.use-case.ts';
import { startAttempt } from '../attempt/start-attempt.use-case.ts';
import { submitAttempt } from '../attempt/submit-attempt.use-case.ts';
import {
  buildAttempt,
  buildCriterionScores,
  buildEvaluationInput,
  buildMockTest,
  buildProfile,
} from '../testing/builders.ts';
import { domainErrorOf } from '../testing/expect-domain-error.ts';
import type { InMemoryDeps } from '../testing/in-memory-deps.ts';
import { createInMemoryDeps } from '../testing/in-memory-deps.ts';
import { claimAttempt } from './claim-attempt.use-case.ts';
import { getGradingItem } from './get-grading-item.use-case.ts';
import { handleDeadline } from './handle-deadline.use-case.ts';
import { listEvaluationQueue } from './list-evaluation-queue.use-case.ts';
import { publishEvaluation } from './publish-evaluation.use-case.ts';
import { reconcileDeadlines } from './reconcile-deadlines.use-case.ts';
import { saveEvaluation } from './save-evaluation.use-case.ts';

const test1 = buildMockTest({ id: 'iea-1', title: 'Coastal Tourism Essay', exam: 'IELTSAcademic', sequence: 1 });
const test2 = buildMockTest({ id: 'iea-2', exam: 'IELTSAcademic', sequence: 2 });
const page = { limit: 20, offset: 0 };

type World = {
  deps: InMemoryDeps;
  candidate: Profile;
  tutor: Profile;
  otherTutor: Profile;
  admin: Profile;
};

function world(): World {
  const candidate = buildProfile({
    fullName: 'Nadia Rahman',
    email: 'nadia@example.test',
    selectedExam: 'IELTSAcademic',
    plan: 'silver',
    isSubscribed: true,
    expiresAt: new Date('2025-09-01T00:00:00Z'),
  });
  const tutor = buildProfile({ role: 'tutor', fullName: 'Tom Tutor' });
  const otherTutor = buildProfile({ role: 'tutor', fullName: 'Tina Tutor' });
  const admin = buildProfile({ role: 'admin' });
  const deps = createInMemoryDeps({ profiles: [candidate, tutor, otherTutor, admin], mockTests: [test1, test2] });
  return { deps, candidate, tutor, otherTutor, admin };
}

/** A candidate's submitted attempt; silver plan, so its deadline is 48 minutes after the submit. */
async function submitted(w: World, mockTestId = 'iea-1') {
  const { id } = await startAttempt(w.deps, { actor: w.candidate, mockTestId });
  w.deps.clock.advanceMinutes(30);
  return submitAttempt(w.deps, {
    actor: w.candidate,
    attemptId: id,
    answers: [
      { taskKey: 'task1', text: 'The line graph shows visitor numbers.' },
      { taskKey: 'task2', text: 'Tourism brings both benefits and costs.' },
    ],
  });
}

describe('listEvaluationQueue', () => {
  it('shows tutors the submitted attempts, oldest deadline first, with candidate, test and evaluation', async () => {
    const w = world();
    const first = await submitted(w, 'iea-1');
    const second = await submitted(w, 'iea-2');
    const other = buildProfile({ selectedExam: 'IELTSAcademic' });
    await w.deps.profiles.save(other);
    await startAttempt(w.deps, { actor: other, mockTestId: 'iea-1' });

    const queue = await listEvaluationQueue(w.deps, { actor: w.tutor, page });
    expect(queue.total).toBe(2);
    expect(queue.items.map((item) => item.attempt.id)).toEqual([first.id, second.id]);
    expect(queue.items[0]).toMatchObject({
      candidate: { fullName: 'Nadia Rahman' },
      test: { title: 'Coastal Tourism Essay' },
      evaluation: null,
    });
  });

  it('pages through the queue', async () => {
    const w = world();
    await submitted(w, 'iea-1');
    const second = await submitted(w, 'iea-2');
    const result = await listEvaluationQueue(w.deps, { actor: w.admin, page: { limit: 1, offset: 1 } });
    expect(result.total).toBe(2);
    expect(result.items.map((item) => item.attempt.id)).toEqual([second.id]);
  });

  it('refuses candidates', async () => {
    const w = world();
    const error = await domainErrorOf(listEvaluationQueue(w.deps, { actor: w.candidate, page }));
    expect(error.code).toBe('FORBIDDEN');
  });
});

describe('getGradingItem', () => {
  it('gives a tutor the attempt with its candidate and test, and refuses candidates', async () => {
    const w = world();
    const attempt = await submitted(w);
    const item = await getGradingItem(w.deps, { actor: w.tutor, attemptId: attempt.id });
    expect(item.attempt.answers).toHaveLength(2);
    expect(item.candidate.id).toBe(w.candidate.id);
    expect(item.test.id).toBe('iea-1');
    expect((await domainErrorOf(getGradingItem(w.deps, { actor: w.candidate, attemptId: attempt.id }))).code).toBe(
      'FORBIDDEN',
    );
    expect((await domainErrorOf(getGradingItem(w.deps, { actor: w.tutor, attemptId: 'nope' }))).code).toBe('NOT_FOUND');
  });
});

describe('claimAttempt', () => {
  it('gives the attempt to the first tutor and refuses a second one', async () => {
    const w = world();
    const attempt = await submitted(w);
    const claimed = await claimAttempt(w.deps, { actor: w.tutor, attemptId: attempt.id });
    expect(claimed.attempt.claimedBy).toBe(w.tutor.id);
    expect((await w.deps.attempts.findById(attempt.id))?.claimedBy).toBe(w.tutor.id);

    const again = await claimAttempt(w.deps, { actor: w.tutor, attemptId: attempt.id });
    expect(again.attempt.claimedBy).toBe(w.tutor.id);

    const error = await domainErrorOf(claimAttempt(w.deps, { actor: w.otherTutor, attemptId: attempt.id }));
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe('Another tutor is already grading this answer.');
  });

  it('lets an admin take over', async () => {
    const w = world();
    const attempt = await submitted(w);
    await claimAttempt(w.deps, { actor: w.tutor, attemptId: attempt.id });
    expect((await claimAttempt(w.deps, { actor: w.admin, attemptId: attempt.id })).attempt.claimedBy).toBe(w.admin.id);
  });

  it('refuses attempts still being written, and candidates', async () => {
    const w = world();
    const { id } = await startAttempt(w.deps, { actor: w.candidate, mockTestId: 'iea-1' });
    const error = await domainErrorOf(claimAttempt(w.deps, { actor: w.tutor, attemptId: id }));
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe('This answer has not been submitted yet.');
    expect((await domainErrorOf(claimAttempt(w.deps, { actor: w.candidate, attemptId: id }))).code).toBe('FORBIDDEN');
  });

  it('returns a published evaluation for reading without claiming it', async () => {
    const w = world();
    const attempt = await submitted(w);
    await publishEvaluation(w.deps, { actor: w.tutor, attemptId: attempt.id, input: buildEvaluationInput(test1) });
    const entry = await claimAttempt(w.deps, { actor: w.otherTutor, attemptId: attempt.id });
    expect(entry.attempt.claimedBy).toBe(w.tutor.id);
    expect(entry.evaluation?.publishedAt).not.toBeNull();
  });
});

describe('saveEvaluation', () => {
  it('saves a partial draft and claims the unclaimed attempt', async () => {
    const w = world();
    const attempt = await submitted(w);
    const input = buildEvaluationInput(test1, {
      criterionScores: [{ taskKey: 'task2', criterion: 'taskResponse', score: 7 }],
      feedback: '',
    });
    const entry = await saveEvaluation(w.deps, { actor: w.tutor, attemptId: attempt.id, input });
    expect(entry.evaluation).toMatchObject({
      tutorId: w.tutor.id,
      rubricVersion: 'ielts-2024',
      criterionScores: [{ taskKey: 'task2', criterion: 'taskResponse', score: 7 }],
      publishedAt: null,
      overall: null,
    });
    expect(entry.attempt.claimedBy).toBe(w.tutor.id);
    expect((await w.deps.attempts.findById(attempt.id))?.claimedBy).toBe(w.tutor.id);
    expect(await w.deps.evaluations.findByAttemptId(attempt.id)).toEqual(entry.evaluation);
  });

  it('updates the same evaluation on later saves', async () => {
    const w = world();
    const attempt = await submitted(w);
    const first = await saveEvaluation(w.deps, {
      actor: w.tutor,
      attemptId: attempt.id,
      input: buildEvaluationInput(test1, { feedback: 'First pass.' }),
    });
    const second = await saveEvaluation(w.deps, {
      actor: w.tutor,
      attemptId: attempt.id,
      input: buildEvaluationInput(test1, { feedback: 'Second pass.' }),
    });
    expect(second.evaluation?.id).toBe(first.evaluation?.id);
    expect(w.deps.evaluations.all()).toHaveLength(1);
    expect(w.deps.evaluations.all()[0]?.feedback).toBe('Second pass.');
  });

  it('refuses an invalid score, naming the criterion', async () => {
    const w = world();
    const attempt = await submitted(w);
    const input = buildEvaluationInput(test1, {
      criterionScores: [{ taskKey: 'task1', criterion: 'lexicalResource', score: 9.5 }],
    });
    const error = await domainErrorOf(saveEvaluation(w.deps, { actor: w.tutor, attemptId: attempt.id, input }));
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toContain('Lexical Resource (Writing Task 1)');
    expect(w.deps.evaluations.all()).toHaveLength(0);
  });

  it("refuses to write into another tutor's claimed attempt", async () => {
    const w = world();
    const attempt = await submitted(w);
    await claimAttempt(w.deps, { actor: w.tutor, attemptId: attempt.id });
    const error = await domainErrorOf(
      saveEvaluation(w.deps, { actor: w.otherTutor, attemptId: attempt.id, input: buildEvaluationInput(test1) }),
    );
    expect(error.code).toBe('CONFLICT');
    expect(w.deps.evaluations.all()).toHaveLength(0);
  });

  it('refuses candidates, even on their own attempt', async () => {
    const w = world();
    const attempt = await submitted(w);
    const error = await domainErrorOf(
      saveEvaluation(w.deps, { actor: w.candidate, attemptId: attempt.id, input: buildEvaluationInput(test1) }),
    );
    expect(error.code).toBe('FORBIDDEN');
  });
});

describe('publishEvaluation', () => {
  it('requires every criterion to be scored', async () => {
    const w = world();
    const attempt = await submitted(w);
    const scores = buildCriterionScores(test1).filter(
      (score) => !(score.taskKey === 'task1' && score.criterion === 'grammaticalRangeAccuracy'),
    );
    const error = await domainErrorOf(
      publishEvaluation(w.deps, {
        actor: w.tutor,
        attemptId: attempt.id,
        input: buildEvaluationInput(test1, { criterionScores: scores }),
      }),
    );
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('Score missing: Grammatical Range and Accuracy (Writing Task 1).');
  });

  it('computes the overall score; the candidate sees it only at the deadline, when it is released and mailed', async () => {
    const w = world();
    const attempt = await submitted(w);
    w.deps.clock.advanceMinutes(20);
    const scores = buildCriterionScores(test1, (_criterion, taskKey) => (taskKey === 'task1' ? 5 : 8));
    const entry = await publishEvaluation(w.deps, {
      actor: w.tutor,
      attemptId: attempt.id,
      input: buildEvaluationInput(test1, { criterionScores: scores }),
    });
    expect(entry.evaluation?.overall).toEqual({ value: 7, display: 'Band 7.0', grade: null, weightedMean: 7 });
    expect(entry.evaluation?.publishedAt).toEqual(w.deps.clock.now());
    expect(entry.attempt.status).toBe('Submitted');
    expect(w.deps.mailer.sent).toHaveLength(0);
    expect((await getAttempt(w.deps, { actor: w.candidate, attemptId: attempt.id })).evaluation).toBeNull();

    w.deps.clock.advanceMinutes(28);
    expect(await handleDeadline(w.deps, { attemptId: attempt.id })).toBe('released');
    const seen = await getAttempt(w.deps, { actor: w.candidate, attemptId: attempt.id });
    expect(seen.attempt.status).toBe('EvaluationDone');
    expect(seen.evaluation?.overall?.display).toBe('Band 7.0');
    expect(w.deps.mailer.sent).toEqual([
      expect.objectContaining({ to: 'nadia@example.test', subject: 'Your evaluation is ready' }),
    ]);
    expect(w.deps.mailer.sent[0]?.text).toContain('"Coastal Tourism Essay"');
  });

  it('refuses to change a published evaluation', async () => {
    const w = world();
    const attempt = await submitted(w);
    await publishEvaluation(w.deps, { actor: w.tutor, attemptId: attempt.id, input: buildEvaluationInput(test1) });
    const edit = buildEvaluationInput(test1, { feedback: 'Changed afterwards.' });
    for (const action of [saveEvaluation, publishEvaluation]) {
      const error = await domainErrorOf(action(w.deps, { actor: w.tutor, attemptId: attempt.id, input: edit }));
      expect(error.code).toBe('CONFLICT');
    }
    expect((await w.deps.evaluations.findByAttemptId(attempt.id))?.feedback).not.toBe('Changed afterwards.');
  });

  it('releases at once and notifies the candidate when published after an overdue deadline', async () => {
    const w = world();
    const attempt = await submitted(w);
    w.deps.clock.advanceMinutes(48);
    expect(await handleDeadline(w.deps, { attemptId: attempt.id })).toBe('overdue');
    expect((await w.deps.attempts.findById(attempt.id))?.overdue).toBe(true);
    const toCandidate = () => w.deps.mailer.sent.filter((mail) => mail.to === w.candidate.email);
    expect(toCandidate()).toHaveLength(1);

    w.deps.clock.advanceMinutes(15);
    const entry = await publishEvaluation(w.deps, {
      actor: w.tutor,
      attemptId: attempt.id,
      input: buildEvaluationInput(test1),
    });
    expect(entry.attempt.status).toBe('EvaluationDone');
    expect(entry.attempt.deadlineHandledAt).toEqual(w.deps.clock.now());
    expect(toCandidate().map((mail) => mail.subject)).toEqual([
      'Sorry: your evaluation is late, and a free test is on us',
      'Your evaluation is ready',
    ]);
    expect((await getAttempt(w.deps, { actor: w.candidate, attemptId: attempt.id })).evaluation).not.toBeNull();
    expect((await listEvaluationQueue(w.deps, { actor: w.tutor, page })).total).toBe(0);
  });

  it('releases at once when the deadline passed before its job ran, and the late job then skips', async () => {
    const w = world();
    const attempt = await submitted(w);
    w.deps.clock.advanceMinutes(50);
    await publishEvaluation(w.deps, { actor: w.tutor, attemptId: attempt.id, input: buildEvaluationInput(test1) });
    expect(await handleDeadline(w.deps, { attemptId: attempt.id })).toBe('skipped');
    expect(w.deps.mailer.sent).toHaveLength(1);
  });
});

describe('handleDeadline', () => {
  it('skips an early wake-up, leaving the deadline to be handled later', async () => {
    const w = world();
    const attempt = await submitted(w);
    w.deps.clock.advanceMinutes(47);
    expect(await handleDeadline(w.deps, { attemptId: attempt.id })).toBe('skipped');
    expect((await w.deps.attempts.findById(attempt.id))?.deadlineHandledAt).toBeNull();
  });

  it('marks the attempt overdue, apologises to the candidate and credits one extra test, once', async () => {
    const w = world();
    const attempt = await submitted(w);
    w.deps.clock.advanceMinutes(48);
    expect(await handleDeadline(w.deps, { attemptId: attempt.id })).toBe('overdue');
    const stored = await w.deps.attempts.findById(attempt.id);
    expect(stored).toMatchObject({ overdue: true, status: 'Submitted' });
    expect(stored?.deadlineHandledAt).toEqual(w.deps.clock.now());
    expect(await handleDeadline(w.deps, { attemptId: attempt.id })).toBe('skipped');

    const toCandidate = w.deps.mailer.sent.filter((mail) => mail.to === 'nadia@example.test');
    expect(toCandidate.map((mail) => mail.subject)).toEqual([
      'Sorry: your evaluation is late, and a free test is on us',
    ]);
    expect(toCandidate[0]?.text).toContain('"Coastal Tourism Essay"');
    expect(toCandidate[0]?.text).toContain('one extra mock test to your Silver plan');
    expect((await w.deps.profiles.findByUserId(w.candidate.userId))?.extraTests).toBe(1);
  });

  it('alerts every admin at the deadline, once per late answer, naming who holds the claim', async () => {
    const w = world();
    const secondAdmin = buildProfile({ role: 'admin', fullName: 'Ada Admin', email: 'ada@example.test' });
    await w.deps.profiles.save(secondAdmin);
    const attempt = await submitted(w);
    await claimAttempt(w.deps, { actor: w.tutor, attemptId: attempt.id });
    w.deps.clock.advanceMinutes(48);
    await handleDeadline(w.deps, { attemptId: attempt.id });
    await handleDeadline(w.deps, { attemptId: attempt.id });

    const alerts = w.deps.mailer.sent.filter((mail) => mail.subject.startsWith('Overdue:'));
    expect(alerts.map((mail) => mail.to).sort()).toEqual([w.admin.email, secondAdmin.email].sort());
    expect(alerts[0]?.subject).toBe('Overdue: IELTS-Academic answer past its Silver deadline');
    expect(alerts[0]?.text).toContain('Tom Tutor');
    expect(alerts[0]?.text).toContain('Coastal Tourism Essay');
  });

  it('lets the credited candidate start one test beyond the plan', async () => {
    const w = world();
    const beyond = buildMockTest({ id: 'iea-13', exam: 'IELTSAcademic', sequence: 13 });
    await w.deps.mockTests.upsert(beyond);
    const refused = await domainErrorOf(startAttempt(w.deps, { actor: w.candidate, mockTestId: beyond.id }));
    expect(refused.code).toBe('FORBIDDEN');
    const attempt = await submitted(w);
    w.deps.clock.advanceMinutes(48);
    await handleDeadline(w.deps, { attemptId: attempt.id });
    const credited = await w.deps.profiles.findByUserId(w.candidate.userId);
    if (!credited) throw new Error('profile missing');
    expect((await startAttempt(w.deps, { actor: credited, mockTestId: beyond.id })).id).toBeTruthy();
  });

  it('ignores a draft evaluation at the deadline', async () => {
    const w = world();
    const attempt = await submitted(w);
    await saveEvaluation(w.deps, { actor: w.tutor, attemptId: attempt.id, input: buildEvaluationInput(test1) });
    w.deps.clock.advanceMinutes(48);
    expect(await handleDeadline(w.deps, { attemptId: attempt.id })).toBe('overdue');
  });

  it('releases only once when woken twice', async () => {
    const w = world();
    const attempt = await submitted(w);
    await publishEvaluation(w.deps, { actor: w.tutor, attemptId: attempt.id, input: buildEvaluationInput(test1) });
    w.deps.clock.advanceMinutes(48);
    expect(await handleDeadline(w.deps, { attemptId: attempt.id })).toBe('released');
    expect(await handleDeadline(w.deps, { attemptId: attempt.id })).toBe('skipped');
    expect(w.deps.mailer.sent).toHaveLength(1);
  });

  it('skips unknown and unsubmitted attempts', async () => {
    const w = world();
    const { id } = await startAttempt(w.deps, { actor: w.candidate, mockTestId: 'iea-1' });
    expect(await handleDeadline(w.deps, { attemptId: id })).toBe('skipped');
    expect(await handleDeadline(w.deps, { attemptId: 'nope' })).toBe('skipped');
  });

  it('closes an attempt left open (a closed tab) at its end time plus the grace, with the last saved answers', async () => {
    const w = world();
    const { id } = await startAttempt(w.deps, { actor: w.candidate, mockTestId: 'iea-1' });
    await saveDraft(w.deps, {
      actor: w.candidate,
      attemptId: id,
      answers: [{ taskKey: 'task2', text: 'Half an essay' }],
    });
    w.deps.clock.advanceMinutes(60);
    w.deps.clock.advanceSeconds(29);
    expect(await handleDeadline(w.deps, { attemptId: id })).toBe('skipped');
    w.deps.clock.advanceSeconds(1);
    expect(await handleDeadline(w.deps, { attemptId: id })).toBe('closed');
    const closed = await w.deps.attempts.findById(id);
    expect(closed).toMatchObject({ status: 'Submitted', timedOut: true, secondsTaken: 3600 });
    expect(closed?.answers).toEqual([{ taskKey: 'task2', text: 'Half an essay' }]);
    // Silver: the evaluation is due 48 minutes after the server's submission, and its timer is armed.
    expect(closed?.deadlineAt).toEqual(new Date(w.deps.clock.now().getTime() + 48 * 60_000));
    expect(w.deps.deadlines.calls.at(-1)).toEqual({ attemptId: id, at: closed?.deadlineAt });
    expect(await handleDeadline(w.deps, { attemptId: id })).toBe('skipped');
  });
});

describe('reconcileDeadlines', () => {
  it('handles every due deadline and re-schedules every pending one', async () => {
    const w = world();
    const due = await submitted(w, 'iea-1');
    await publishEvaluation(w.deps, { actor: w.tutor, attemptId: due.id, input: buildEvaluationInput(test1) });
    w.deps.clock.advanceMinutes(10);
    const overdue = await submitted(w, 'iea-2');
    const late = buildProfile({ selectedExam: 'IELTSAcademic' });
    await w.deps.profiles.save(late);
    const { id: pendingId } = await startAttempt(w.deps, { actor: late, mockTestId: 'iea-1' });
    // Due: the first (published) and the second (not); pending: the third, submitted later.
    w.deps.clock.advanceMinutes(60);
    const pending = await submitAttempt(w.deps, { actor: late, attemptId: pendingId, answers: [] });
    w.deps.deadlines.calls.length = 0;

    expect(await reconcileDeadlines(w.deps)).toEqual({ handled: 2, rescheduled: 1 });
    expect((await w.deps.attempts.findById(due.id))?.status).toBe('EvaluationDone');
    expect((await w.deps.attempts.findById(overdue.id))?.overdue).toBe(true);
    expect(w.deps.deadlines.calls).toEqual([{ attemptId: pending.id, at: pending.deadlineAt }]);
    // The release of the first; the apology and the admin's alert for the second.
    expect(w.deps.mailer.sent).toHaveLength(3);

    // The scheduler holds that timer now: a second pass adds nothing.
    expect(await reconcileDeadlines(w.deps)).toEqual({ handled: 0, rescheduled: 0 });
    expect(w.deps.deadlines.calls).toHaveLength(1);
  });

  it('leaves a timer that came due under a minute ago to the scheduler, adding it only when it is not held', async () => {
    const w = world();
    const lost = await submitted(w, 'iea-1');
    const held = await submitted(w, 'iea-2');
    // The first deadline passed half an hour ago, the second 30 s ago; the scheduler lost the first timer only.
    w.deps.clock.set(new Date((held.deadlineAt as Date).getTime() + 30_000));
    w.deps.deadlines.calls.splice(0, w.deps.deadlines.calls.length, {
      attemptId: held.id,
      at: held.deadlineAt as Date,
    });

    expect(await reconcileDeadlines(w.deps)).toEqual({ handled: 1, rescheduled: 0 });
    expect((await w.deps.attempts.findById(lost.id))?.overdue).toBe(true);
    // The worker runs the second when its job fires; the pass neither runs it nor adds it again.
    expect((await w.deps.attempts.findById(held.id))?.deadlineHandledAt).toBeNull();
    expect(w.deps.deadlines.calls).toHaveLength(1);

    w.deps.deadlines.calls.length = 0;
    expect(await reconcileDeadlines(w.deps)).toEqual({ handled: 0, rescheduled: 1 });
    expect(w.deps.deadlines.calls).toEqual([{ attemptId: held.id, at: held.deadlineAt }]);
  });

  it('re-arms only the pending timers the scheduler lost, reading them a page at a time', async () => {
    const w = world();
    const now = w.deps.clock.now();
    const ids: string[] = [];
    for (let i = 0; i < 1_200; i++) {
      const attempt = buildAttempt({
        userId: `candidate-${i}`,
        mockTestId: 'iea-1',
        status: 'Submitted',
        submittedAt: now,
        deadlineAt: new Date(now.getTime() + (i + 1) * 60_000),
      });
      await w.deps.attempts.insert(attempt);
      ids.push(attempt.id);
      // Three timers were lost (a Redis flush); the others are held.
      if (i % 400 !== 7) await w.deps.deadlines.schedule(attempt.id, attempt.deadlineAt as Date);
    }
    const held = w.deps.deadlines.calls.length;
    const pages: number[] = [];
    const list = w.deps.attempts.listPendingTimers;
    w.deps.attempts.listPendingTimers = async (at, grace, page) => {
      const pending = await list(at, grace, page);
      pages.push(pending.length);
      return pending;
    };

    expect(await reconcileDeadlines(w.deps)).toEqual({ handled: 0, rescheduled: 3 });
    expect(w.deps.deadlines.calls.slice(held).map((call) => call.attemptId)).toEqual(
      [ids[7], ids[407], ids[807]].sort(),
    );
    expect(pages).toEqual([500, 500, 200]);
    expect(w.deps.deadlines.pending().size).toBe(1_200);
  });

  it('closes attempts abandoned before the server kept their time, and re-arms those still being written', async () => {
    const w = world();
    const { id: abandoned } = await startAttempt(w.deps, { actor: w.candidate, mockTestId: 'iea-1' });
    w.deps.clock.advanceMinutes(30);
    const { id: writing } = await startAttempt(w.deps, { actor: w.candidate, mockTestId: 'iea-2' });
    // The abandoned attempt's time plus the grace ran out a minute and a half ago: its timer was lost.
    w.deps.clock.advanceMinutes(32);
    w.deps.deadlines.calls.length = 0;

    // The closed attempt's deadline is armed as it closes; the pass re-arms only the one still being written.
    expect(await reconcileDeadlines(w.deps)).toEqual({ handled: 1, rescheduled: 1 });
    expect(await w.deps.attempts.findById(abandoned)).toMatchObject({ status: 'Submitted', timedOut: true });
    const stillWriting = await w.deps.attempts.findById(writing);
    expect(w.deps.deadlines.pending().get(writing)).toEqual(new Date((stillWriting?.endsAt.getTime() ?? 0) + 30_000));
  });

  it('handles a backlog larger than one page exactly once, a failing attempt included only once', async () => {
    const w = world();
    const now = w.deps.clock.now();
    const ids: string[] = [];
    for (let i = 0; i < 230; i++) {
      const owner = buildProfile({ selectedExam: 'IELTSAcademic' });
      await w.deps.profiles.save(owner);
      const attempt = buildAttempt({
        userId: owner.userId,
        mockTestId: 'iea-1',
        status: 'Submitted',
        submittedAt: new Date(now.getTime() - 4 * 3_600_000),
        deadlineAt: new Date(now.getTime() - 60_000),
      });
      await w.deps.attempts.insert(attempt);
      ids.push(attempt.id);
    }
    const broken = ids[150];
    const reads: number[] = [];
    const list = w.deps.attempts.listDueTimers;
    w.deps.attempts.listDueTimers = async (at, grace, page) => {
      const due = await list(at, grace, page);
      reads.push(due.length);
      return due;
    };
    const update = w.deps.attempts.update;
    w.deps.attempts.update = async (attempt) => {
      if (attempt.id === broken) throw new Error('database hiccup');
      return update(attempt);
    };

    await expect(reconcileDeadlines(w.deps)).rejects.toThrow('1 attempt timer(s) could not be reconciled.');
    // Three pages of at most 100, each attempt read once.
    expect(reads).toEqual([100, 100, 30]);
    const overdue = await Promise.all(ids.map(async (id) => (await w.deps.attempts.findById(id))?.overdue));
    expect(overdue.filter(Boolean)).toHaveLength(229);
  });

  it('keeps going when one attempt fails and reports the failure at the end', async () => {
    const w = world();
    const first = await submitted(w, 'iea-1');
    const second = await submitted(w, 'iea-2');
    w.deps.clock.advanceMinutes(100);
    const update = w.deps.attempts.update;
    w.deps.attempts.update = async (attempt) => {
      if (attempt.id === first.id) throw new Error('database hiccup');
      return update(attempt);
    };
    await expect(reconcileDeadlines(w.deps)).rejects.toThrow('1 attempt timer(s) could not be reconciled.');
    expect((await w.deps.attempts.findById(second.id))?.overdue).toBe(true);
  });
});
