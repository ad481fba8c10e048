import type { Answer, Attempt } from '../attempt/attempt.ts';
import { closesAt, type DeadlineTerms, testMinutes, validateAnswers } from '../attempt/attempt-rules.ts';
import { deadlineFor } from '../evaluation/deadline.ts';
import type { CriterionScore, Evaluation } from '../evaluation/evaluation.ts';
import { isEvaluationVisible } from '../evaluation/visibility.ts';
import { writtenTasks } from '../exam/build-sentence.ts';
import type { Exam } from '../exam/exam.ts';
import { criteriaForTask } from '../exam/exam-catalogue.ts';
import type { MockTest } from '../exam/mock-test.ts';
import { type AutoScored, overallScore, validateCriterionScores } from '../exam/overall-score.ts';
import { DomainError } from '../shared/domain-error.ts';
import { type CriterionRecheck, type Rewrite, recheckVerdicts } from './rewrite.ts';

/** Longest comment a tutor may give one criterion of a recheck, in characters. */
export const maxRecheckCommentCharacters = 500;

/**
 * Opens the candidate's one rewrite of an evaluated answer; its clock starts now and runs the test's own time limit.
 * Only the candidate who wrote the answer, only once its evaluation is released to them, and only once per answer.
 */
export function startRewrite(input: {
  id: string;
  actorUserId: string;
  original: Attempt;
  evaluation: Evaluation | null;
  existing: Rewrite | null;
  test: Pick<MockTest, 'id' | 'exam' | 'tasks'>;
  now: Date;
  /** Shortens the writing time to this many seconds (demos and tests), as for attempts. */
  writingSecondsOverride?: number | null;
}): Rewrite {
  const { original, now } = input;
  if (original.userId !== input.actorUserId) {
    throw new DomainError('FORBIDDEN', 'NOT_OWNER', 'Only the candidate who wrote this answer can rewrite it.');
  }
  if (!isEvaluationVisible(input.evaluation, original, now)) {
    throw new DomainError(
      'CONFLICT',
      'RELEASE_PENDING',
      'You can rewrite this answer once its evaluation has been released to you.',
    );
  }
  if (input.existing) {
    throw new DomainError(
      'CONFLICT',
      'ALREADY_REWRITTEN',
      'You have already rewritten this answer: each evaluated answer has one rewrite.',
    );
  }
  const totalMs =
    input.writingSecondsOverride != null
      ? input.writingSecondsOverride * 1000
      : // A rewrite is of the written tasks only (TOEFL's Build a Sentence is scored exactly, once).
        testMinutes({ ...input.test, tasks: writtenTasks(input.test.tasks) }) * 60_000;
  return {
    id: input.id,
    originalAttemptId: original.id,
    userId: original.userId,
    mockTestId: original.mockTestId,
    exam: original.exam,
    answers: [],
    startedAt: now,
    endsAt: new Date(now.getTime() + totalMs),
    submittedAt: null,
    timedOut: false,
    deadlineAt: null,
    checks: [],
    criterionScores: [],
    overall: null,
    recheckedBy: null,
    recheckedAt: null,
    recheckNotifiedAt: null,
    updatedAt: now,
    version: 1,
  };
}

function mergeAnswers(current: readonly Answer[], incoming: readonly Answer[], taskKeys: readonly string[]): Answer[] {
  const byTask = new Map(current.map((answer) => [answer.taskKey, answer.text]));
  for (const answer of incoming) byTask.set(answer.taskKey, answer.text);
  return taskKeys.flatMap((taskKey) => {
    const text = byTask.get(taskKey);
    return text === undefined ? [] : [{ taskKey, text }];
  });
}

/** Refuses changes by anyone but the rewrite's author. */
export function requireOwnRewrite(rewrite: Pick<Rewrite, 'userId'>, actorUserId: string): void {
  if (rewrite.userId !== actorUserId)
    throw new DomainError('FORBIDDEN', 'NOT_OWNER', 'This rewrite belongs to another user.');
}

/** Autosaves the rewrite's drafts; refused once submitted or after its time (plus the grace) is over. */
export function saveRewriteDraft(
  rewrite: Rewrite,
  answers: readonly Answer[],
  now: Date,
  taskKeys: readonly string[],
  graceSeconds: number,
): Rewrite {
  if (rewrite.submittedAt) {
    throw new DomainError(
      'CONFLICT',
      'ALREADY_SUBMITTED',
      'This rewrite has already been submitted and can no longer be changed.',
    );
  }
  if (now.getTime() > closesAt(rewrite, graceSeconds).getTime()) {
    throw new DomainError(
      'CONFLICT',
      'TIME_UP',
      'The time for this rewrite is over; submit it to send your last saved text.',
    );
  }
  const valid = validateAnswers(answers, taskKeys);
  return { ...rewrite, answers: mergeAnswers(rewrite.answers, valid, taskKeys), updatedAt: now };
}

/**
 * Submits the rewrite (idempotent). After its time plus the grace, the text sent is ignored and the last saved one is
 * submitted as timed out, as for attempts. The recheck is released at submission + the plan's evaluation minutes.
 */
export function submitRewrite(
  rewrite: Rewrite,
  answers: readonly Answer[],
  now: Date,
  deadline: DeadlineTerms,
  taskKeys: readonly string[],
  graceSeconds: number,
): Rewrite {
  if (rewrite.submittedAt) return rewrite;
  const late = now.getTime() > closesAt(rewrite, graceSeconds).getTime();
  const merged = late ? rewrite.answers : mergeAnswers(rewrite.answers, validateAnswers(answers, taskKeys), taskKeys);
  if (!merged.some((answer) => answer.text.trim() !== '')) {
    throw new DomainError('BAD_USER_INPUT', 'VALUE_REQUIRED', 'Write your rewrite before submitting it.');
  }
  return {
    ...rewrite,
    answers: merged,
    submittedAt: now,
    timedOut: late,
    deadlineAt: deadlineFor(now, deadline.evaluationMinutes, deadline.overrideSeconds),
    updatedAt: now,
  };
}

/**
 * Closes a rewrite the candidate left open (a closed tab, a lost connection) once its time and the grace have passed:
 * the last saved text is submitted as timed out. Unchanged when already submitted, still within its time, or with
 * nothing saved (there is nothing to recheck).
 */
export function closeAbandonedRewrite(
  rewrite: Rewrite,
  now: Date,
  deadline: DeadlineTerms,
  graceSeconds: number,
): Rewrite {
  if (rewrite.submittedAt || now.getTime() <= closesAt(rewrite, graceSeconds).getTime()) return rewrite;
  if (!rewrite.answers.some((answer) => answer.text.trim() !== '')) return rewrite;
  return submitRewrite(rewrite, [], now, deadline, [], graceSeconds);
}

/** Every (task, criterion) pair a recheck must judge: each criterion of the exam's rubric for each task of the test. */
export function recheckCriteria(
  exam: Exam,
  taskKeys: readonly string[],
): Array<{ taskKey: string; criterion: string }> {
  return taskKeys.flatMap((taskKey) =>
    criteriaForTask(exam.rubric, taskKey).map((criterion) => ({ taskKey, criterion: criterion.key })),
  );
}

/**
 * The (task, criterion) pairs a recheck must give a verdict on: those whose original score was below the criterion's
 * maximum (a criterion the original did not score counts as below it). The others may be judged but need not be.
 */
export function criteriaNeedingVerdict(
  exam: Exam,
  taskKeys: readonly string[],
  originalScores: readonly CriterionScore[],
): Array<{ taskKey: string; criterion: string }> {
  return recheckCriteria(exam, taskKeys).filter((pair) => {
    const criterion = criteriaForTask(exam.rubric, pair.taskKey).find((candidate) => candidate.key === pair.criterion);
    const original = originalScores.find(
      (score) => score.taskKey === pair.taskKey && score.criterion === pair.criterion,
    );
    return !criterion || !original || original.score < criterion.max;
  });
}

/** 'Task Achievement (Writing Task 1)': how a criterion of a task is named in messages. */
function criterionName(exam: Exam, pair: { taskKey: string; criterion: string }): string {
  const label = criteriaForTask(exam.rubric, pair.taskKey).find((c) => c.key === pair.criterion)?.label;
  const title = exam.tasks.find((task) => task.key === pair.taskKey)?.title;
  return `${label ?? pair.criterion} (${title ?? pair.taskKey})`;
}

function validateChecks(
  checks: readonly CriterionRecheck[],
  exam: Exam,
  taskKeys: readonly string[],
  originalScores: readonly CriterionScore[],
): CriterionRecheck[] {
  const wanted = recheckCriteria(exam, taskKeys);
  const key = (check: { taskKey: string; criterion: string }) => `${check.taskKey}:${check.criterion}`;
  const known = new Set(wanted.map(key));
  const given = new Map<string, CriterionRecheck>();
  for (const check of checks) {
    if (!known.has(key(check))) {
      throw new DomainError(
        'BAD_USER_INPUT',
        'UNKNOWN_VALUE',
        `'${check.criterion}' is not a criterion of task '${check.taskKey}'.`,
      );
    }
    if (given.has(key(check))) {
      throw new DomainError(
        'BAD_USER_INPUT',
        'VALIDATION_FAILED',
        `'${check.criterion}' of task '${check.taskKey}' is judged twice.`,
      );
    }
    if (!recheckVerdicts.includes(check.verdict)) {
      throw new DomainError('BAD_USER_INPUT', 'UNKNOWN_VALUE', `'${String(check.verdict)}' is not a recheck verdict.`);
    }
    const comment = typeof check.comment === 'string' ? check.comment.trim() : '';
    if (Array.from(comment).length > maxRecheckCommentCharacters) {
      throw new DomainError(
        'BAD_USER_INPUT',
        'TEXT_TOO_LONG',
        `A recheck comment may be at most ${maxRecheckCommentCharacters} characters.`,
      );
    }
    given.set(key(check), { taskKey: check.taskKey, criterion: check.criterion, verdict: check.verdict, comment });
  }
  const missing = criteriaNeedingVerdict(exam, taskKeys, originalScores).filter((pair) => !given.has(key(pair)));
  if (missing.length > 0) {
    throw new DomainError(
      'BAD_USER_INPUT',
      'VALUE_REQUIRED',
      `Give a verdict for ${missing.map((pair) => criterionName(exam, pair)).join(', ')}: the evaluation scored ${
        missing.length === 1 ? 'it' : 'them'
      } below the maximum.`,
    );
  }
  // In the rubric's order, whatever order the tutor sent them in; criteria left unjudged are left out.
  return wanted.flatMap((pair) => {
    const check = given.get(key(pair));
    return check ? [check] : [];
  });
}

/**
 * A tutor publishes the recheck: a verdict for every criterion the evaluation scored below its maximum (others
 * optional) and, when given, new scores for every criterion, checked as the evaluation's and turned into the updated
 * overall estimate by the evaluation's formula. Final (a second publish is a CONFLICT); nobody rechecks their own
 * rewrite; a rewrite still being written cannot be rechecked.
 */
export function publishRecheck(
  rewrite: Rewrite,
  input: {
    checks: readonly CriterionRecheck[];
    /** The rewrite's scores, every criterion of every task; omitted (or null) when the recheck does not re-score. */
    criterionScores?: readonly CriterionScore[] | null;
    /** The original evaluation's scores: they decide which criteria need a verdict (all when omitted). */
    originalScores?: readonly CriterionScore[];
    /** What the server scored itself on the original attempt (TOEFL Build a Sentence), counted into the overall. */
    autoScored?: AutoScored;
    exam: Exam;
    taskKeys: readonly string[];
    tutor: { id: string; userId: string };
    now: Date;
  },
): Rewrite {
  if (rewrite.userId === input.tutor.userId)
    throw new DomainError('FORBIDDEN', 'OWN_WORK', 'You cannot recheck your own rewrite.');
  if (!rewrite.submittedAt)
    throw new DomainError('CONFLICT', 'NOT_SUBMITTED', 'This rewrite has not been submitted yet.');
  if (rewrite.recheckedAt)
    throw new DomainError('CONFLICT', 'ALREADY_PUBLISHED', 'This rewrite has already been rechecked.');
  const checks = validateChecks(input.checks, input.exam, input.taskKeys, input.originalScores ?? []);
  const scores = recheckScores(input.criterionScores, input.exam, input.taskKeys, input.autoScored);
  return { ...rewrite, checks, ...scores, recheckedBy: input.tutor.id, recheckedAt: input.now, updatedAt: input.now };
}

/**
 * The recheck's scores, validated as an evaluation's published scores (every criterion, the rubric's min, max and
 * step), with the overall estimate computed by the evaluation's own formula. None given: no scores, no estimate.
 */
export function recheckScores(
  criterionScores: readonly CriterionScore[] | null | undefined,
  exam: Exam,
  taskKeys: readonly string[],
  autoScored?: AutoScored,
): Pick<Rewrite, 'criterionScores' | 'overall'> {
  if (criterionScores == null) return { criterionScores: [], overall: null };
  const valid = validateCriterionScores(exam, criterionScores, { taskKeys, complete: true });
  return { criterionScores: valid, overall: overallScore(exam, valid, taskKeys, autoScored) };
}

/** The candidate sees the recheck under the evaluations' rule: published and the promised time since submission passed. */
export function isRecheckVisible(rewrite: Pick<Rewrite, 'recheckedAt' | 'deadlineAt'>, now: Date): boolean {
  return isEvaluationVisible({ publishedAt: rewrite.recheckedAt }, { deadlineAt: rewrite.deadlineAt }, now);
}

/** The rewrite as its author may see it: the verdicts, the new scores and the updated estimate stay hidden until released. */
export function rewriteForCandidate(rewrite: Rewrite, now: Date): Rewrite {
  if (isRecheckVisible(rewrite, now)) return rewrite;
  return { ...rewrite, checks: [], criterionScores: [], overall: null, recheckedBy: null, recheckedAt: null };
}

/**
 * Records that the candidate is told of the released recheck: once, and only once the recheck is visible to them.
 * Unchanged otherwise (not released yet, or told already).
 */
export function markRecheckNotified(rewrite: Rewrite, now: Date): Rewrite {
  if (rewrite.recheckNotifiedAt || !isRecheckVisible(rewrite, now)) return rewrite;
  return { ...rewrite, recheckNotifiedAt: now, updatedAt: now };
}
