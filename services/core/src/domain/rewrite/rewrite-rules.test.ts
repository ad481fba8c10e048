import { describe, expect, it } from 'vitest';
import type { Attempt } from '../attempt/attempt.ts';
import { newAttempt, submit } from '../attempt/attempt-rules.ts';
import { release } from '../attempt/release.ts';
import type { CriterionScore, Evaluation } from '../evaluation/evaluation.ts';
import { getExam } from '../exam/exam-catalogue.ts';
import type { MockTest } from '../exam/mock-test.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { CriterionRecheck, Rewrite } from './rewrite.ts';
import {
  closeAbandonedRewrite,
  criteriaNeedingVerdict,
  isRecheckVisible,
  publishRecheck,
  recheckCriteria,
  rewriteForCandidate,
  saveRewriteDraft,
  startRewrite,
  submitRewrite,
} from './rewrite-rules.ts';

const start = new Date('2025-06-01T09:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
const test: Pick<MockTest, 'id' | 'exam' | 'tasks'> = {
  id: 'ielts-a-2',
  exam: 'IELTSAcademic',
  tasks: [
    { key: 'task1', title: 'Part 1', instructions: '', prompt: 'Describe the line graph.', minutes: 20 },
    { key: 'task2', title: 'Part 2', instructions: '', prompt: 'Discuss city cycling.', minutes: 40 },
  ],
};
const taskKeys = ['task1', 'task2'];
const exam = getExam('IELTSAcademic');
const terms = { evaluationMinutes: 18, overrideSeconds: null };

// Submitted at minute 50, deadline at minute 68, released at minute 70.
function evaluated(): Attempt {
  const started = newAttempt({ id: 'att-1', userId: 'uid-1', test, now: start });
  const submitted = submit(started, [{ taskKey: 'task2', text: 'Cycling in cities grows.' }], at(50), terms, taskKeys);
  return release(submitted, at(70));
}

const evaluation = { publishedAt: at(60) } as Evaluation;

function opened(now = at(80)): Rewrite {
  return startRewrite({
    id: 'rw-1',
    actorUserId: 'uid-1',
    original: evaluated(),
    evaluation,
    existing: null,
    test,
    now,
  });
}

function allChecks(verdict: CriterionRecheck['verdict'] = 'Fixed'): CriterionRecheck[] {
  return recheckCriteria(exam, taskKeys).map((pair) => ({ ...pair, verdict, comment: 'Clearer now.' }));
}

function refused(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('starting a rewrite', () => {
  it('runs the test’s own time limit from the start and uses the original test', () => {
    const rewrite = opened();
    expect(rewrite.endsAt).toEqual(at(80 + 60));
    expect(rewrite).toMatchObject({ originalAttemptId: 'att-1', mockTestId: 'ielts-a-2', submittedAt: null });
  });

  it('is refused before the evaluation is released to the candidate', () => {
    const draft = { publishedAt: null } as Evaluation;
    const base = { id: 'rw', actorUserId: 'uid-1', original: evaluated(), existing: null, test };
    expect(refused(() => startRewrite({ ...base, evaluation: draft, now: at(80) })).code).toBe('CONFLICT');
    // Published, but the plan's evaluation time since submission (minute 68) has not passed yet.
    expect(refused(() => startRewrite({ ...base, evaluation, now: at(65) })).code).toBe('CONFLICT');
  });

  it('is refused a second time, whatever became of the first', () => {
    const error = refused(() =>
      startRewrite({
        id: 'rw-2',
        actorUserId: 'uid-1',
        original: evaluated(),
        evaluation,
        existing: opened(),
        test,
        now: at(90),
      }),
    );
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toMatch(/already rewritten/);
  });

  it('is refused to anyone but the answer’s author', () => {
    const error = refused(() =>
      startRewrite({
        id: 'rw',
        actorUserId: 'uid-2',
        original: evaluated(),
        evaluation,
        existing: null,
        test,
        now: at(80),
      }),
    );
    expect(error.code).toBe('FORBIDDEN');
  });
});

describe('writing and submitting the rewrite', () => {
  it('keeps drafts per task until the time is up, then refuses them', () => {
    const saved = saveRewriteDraft(opened(), [{ taskKey: 'task2', text: 'Better.' }], at(90), taskKeys, 30);
    expect(saved.answers).toEqual([{ taskKey: 'task2', text: 'Better.' }]);
    expect(refused(() => saveRewriteDraft(saved, [], at(141), taskKeys, 30)).code).toBe('CONFLICT');
  });

  it('submits once, with the release deadline of the plan, and ignores a second submit', () => {
    const submitted = submitRewrite(opened(), [{ taskKey: 'task2', text: 'Rewritten.' }], at(100), terms, taskKeys, 30);
    expect(submitted).toMatchObject({ submittedAt: at(100), deadlineAt: at(118), timedOut: false });
    expect(submitRewrite(submitted, [{ taskKey: 'task2', text: 'Changed?' }], at(101), terms, taskKeys, 30)).toBe(
      submitted,
    );
  });

  it('after the time is up submits the last saved text, not the one sent late', () => {
    const saved = saveRewriteDraft(opened(), [{ taskKey: 'task2', text: 'Saved in time.' }], at(130), taskKeys, 30);
    const late = submitRewrite(saved, [{ taskKey: 'task2', text: 'Sent late.' }], at(150), terms, taskKeys, 30);
    expect(late.answers).toEqual([{ taskKey: 'task2', text: 'Saved in time.' }]);
    expect(late.timedOut).toBe(true);
  });

  it('refuses an empty rewrite', () => {
    expect(refused(() => submitRewrite(opened(), [], at(90), terms, taskKeys, 30)).code).toBe('BAD_USER_INPUT');
  });
});

describe('the recheck', () => {
  const tutor = { id: 'tutor-profile', userId: 'uid-tutor' };
  const submitted = () =>
    submitRewrite(opened(), [{ taskKey: 'task2', text: 'Rewritten.' }], at(100), terms, taskKeys, 30);

  it('records one verdict per criterion of every task, in the rubric’s order', () => {
    const checks = allChecks('PartlyFixed').reverse();
    const rechecked = publishRecheck(submitted(), { checks, exam, taskKeys, tutor, now: at(105) });
    expect(rechecked.checks.map((check) => `${check.taskKey}:${check.criterion}`)).toEqual(
      recheckCriteria(exam, taskKeys).map((pair) => `${pair.taskKey}:${pair.criterion}`),
    );
    expect(rechecked).toMatchObject({ recheckedBy: 'tutor-profile', recheckedAt: at(105) });
  });

  it('refuses a missing criterion, an unknown one, an unknown verdict and a long comment', () => {
    const publish = (checks: CriterionRecheck[]) =>
      refused(() => publishRecheck(submitted(), { checks, exam, taskKeys, tutor, now: at(105) }));
    expect(publish(allChecks().slice(1)).message).toMatch(/Give a verdict/);
    expect(
      publish([...allChecks(), { taskKey: 'task1', criterion: 'style', verdict: 'Fixed', comment: '' }]).code,
    ).toBe('BAD_USER_INPUT');
    const wrongVerdict = allChecks().map((check, index) =>
      index === 0 ? { ...check, verdict: 'Better' as CriterionRecheck['verdict'] } : check,
    );
    expect(publish(wrongVerdict).code).toBe('BAD_USER_INPUT');
    const long = allChecks().map((check, index) => (index === 0 ? { ...check, comment: 'x'.repeat(501) } : check));
    expect(publish(long).message).toMatch(/500/);
  });

  it('is final, never by the rewrite’s author, and only once submitted', () => {
    const once = publishRecheck(submitted(), { checks: allChecks(), exam, taskKeys, tutor, now: at(105) });
    expect(refused(() => publishRecheck(once, { checks: allChecks(), exam, taskKeys, tutor, now: at(106) })).code).toBe(
      'CONFLICT',
    );
    const self = { id: 'p-1', userId: 'uid-1' };
    expect(
      refused(() => publishRecheck(submitted(), { checks: allChecks(), exam, taskKeys, tutor: self, now: at(105) }))
        .code,
    ).toBe('FORBIDDEN');
    expect(
      refused(() => publishRecheck(opened(), { checks: allChecks(), exam, taskKeys, tutor, now: at(105) })).code,
    ).toBe('CONFLICT');
  });

  it('shows the candidate the verdicts only once published and the plan’s time has passed', () => {
    const rechecked = publishRecheck(submitted(), { checks: allChecks(), exam, taskKeys, tutor, now: at(105) });
    expect(isRecheckVisible(rechecked, at(110))).toBe(false);
    expect(rewriteForCandidate(rechecked, at(110)).checks).toEqual([]);
    expect(isRecheckVisible(rechecked, at(118))).toBe(true);
    expect(rewriteForCandidate(rechecked, at(118)).checks).toHaveLength(rechecked.checks.length);
  });
});

describe('the recheck: verdicts where the evaluation found room, and new scores', () => {
  const tutor = { id: 'tutor-profile', userId: 'uid-tutor' };
  const submitted = () =>
    submitRewrite(opened(), [{ taskKey: 'task2', text: 'Rewritten.' }], at(100), terms, taskKeys, 30);
  /** Every criterion at `score`, with the ones named at `others`. */
  const scores = (score: number, others: Record<string, number> = {}): CriterionScore[] =>
    recheckCriteria(exam, taskKeys).map((pair) => ({
      ...pair,
      score: others[`${pair.taskKey}:${pair.criterion}`] ?? score,
    }));
  // The original: Task Achievement and task 2's Lexical Resource at the maximum band, the rest below it.
  const originalScores = scores(6, { 'task1:taskAchievement': 9, 'task2:lexicalResource': 9 });

  it('needs a verdict only where the original score was below the maximum (or missing)', () => {
    const needed = criteriaNeedingVerdict(exam, taskKeys, originalScores).map((p) => `${p.taskKey}:${p.criterion}`);
    expect(needed).toHaveLength(recheckCriteria(exam, taskKeys).length - 2);
    expect(needed).not.toContain('task1:taskAchievement');
    expect(needed).not.toContain('task2:lexicalResource');
    expect(needed).toContain('task2:taskResponse');
    expect(criteriaNeedingVerdict(exam, taskKeys, [])).toEqual(recheckCriteria(exam, taskKeys));
  });

  it('accepts a recheck without verdicts on the criteria at the maximum, and keeps a verdict given on one', () => {
    const below = allChecks().filter(
      (check) => !['task1:taskAchievement', 'task2:lexicalResource'].includes(`${check.taskKey}:${check.criterion}`),
    );
    const rechecked = publishRecheck(submitted(), {
      checks: below,
      originalScores,
      exam,
      taskKeys,
      tutor,
      now: at(105),
    });
    expect(rechecked.checks).toHaveLength(below.length);
    const all = publishRecheck(submitted(), {
      checks: allChecks(),
      originalScores,
      exam,
      taskKeys,
      tutor,
      now: at(105),
    });
    expect(all.checks).toHaveLength(allChecks().length);
  });

  it('names every criterion below the maximum that has no verdict', () => {
    const checks = allChecks().filter((check) => check.criterion !== 'coherenceCohesion');
    const error = refused(() =>
      publishRecheck(submitted(), { checks, originalScores, exam, taskKeys, tutor, now: at(105) }),
    );
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe(
      'Give a verdict for Coherence and Cohesion (Writing Task 1), Coherence and Cohesion (Writing Task 2): the evaluation scored them below the maximum.',
    );
  });

  it('stores the new scores with the updated overall estimate, computed as for the evaluation', () => {
    const rechecked = publishRecheck(submitted(), {
      checks: allChecks(),
      criterionScores: scores(7),
      originalScores,
      exam,
      taskKeys,
      tutor,
      now: at(105),
    });
    expect(rechecked.criterionScores).toEqual(scores(7));
    expect(rechecked.overall).toMatchObject({ value: 7, display: 'Band 7.0' });
    // Without scores, no estimate (as before this re-scoring).
    const plain = publishRecheck(submitted(), { checks: allChecks(), exam, taskKeys, tutor, now: at(105) });
    expect(plain).toMatchObject({ criterionScores: [], overall: null });
  });

  it('refuses scores off the rubric: out of range, off its step, unknown, twice, or missing', () => {
    const publish = (criterionScores: CriterionScore[]) =>
      refused(() =>
        publishRecheck(submitted(), { checks: allChecks(), criterionScores, exam, taskKeys, tutor, now: at(105) }),
      );
    expect(publish(scores(7, { 'task2:taskResponse': 10 })).message).toMatch(/between 0 and 9; 10 is out of range/);
    expect(publish(scores(7, { 'task2:taskResponse': 6.5 })).message).toMatch(/6.5 is not allowed/);
    expect(publish([...scores(7), { taskKey: 'task1', criterion: 'style', score: 5 }]).code).toBe('BAD_USER_INPUT');
    expect(publish([...scores(7), { taskKey: 'task1', criterion: 'taskAchievement', score: 5 }]).message).toMatch(
      /more than once/,
    );
    expect(publish(scores(7).slice(1)).message).toMatch(/Score missing: Task Achievement/);
  });

  it('hides the new scores and the estimate from the candidate until the recheck is released', () => {
    const rechecked = publishRecheck(submitted(), {
      checks: allChecks(),
      criterionScores: scores(7),
      exam,
      taskKeys,
      tutor,
      now: at(105),
    });
    expect(rewriteForCandidate(rechecked, at(110))).toMatchObject({ criterionScores: [], overall: null });
    expect(rewriteForCandidate(rechecked, at(118))).toMatchObject({
      criterionScores: scores(7),
      overall: { display: 'Band 7.0' },
    });
  });
});

describe('closing an abandoned rewrite', () => {
  it('submits the saved text as timed out only after its time and grace, and never an empty rewrite', () => {
    const open = opened(at(80));
    const saved = saveRewriteDraft(open, [{ taskKey: 'task2', text: 'Cycling grows fast.' }], at(90), taskKeys, 30);
    // The rewrite has the test's hour: it closes after minute 140 and the 30 s of grace.
    expect(closeAbandonedRewrite(saved, at(140), terms, 30)).toBe(saved);
    const closed = closeAbandonedRewrite(saved, at(141), terms, 30);
    expect(closed).toMatchObject({
      timedOut: true,
      submittedAt: at(141),
      answers: [{ taskKey: 'task2', text: 'Cycling grows fast.' }],
    });
    expect(closeAbandonedRewrite(closed, at(150), terms, 30)).toBe(closed);
    expect(closeAbandonedRewrite(open, at(141), terms, 30)).toBe(open);
  });
});
