import type { CriterionScore, OverallScore } from '../evaluation/evaluation.ts';
import { DomainError } from '../shared/domain-error.ts';
import { buildSentenceKey } from './build-sentence.ts';
import type { Exam, RubricCriterion, TaskFormat } from './exam.ts';
import { toeflKey } from './exam.ts';
import { criteriaForTask } from './exam-catalogue.ts';

const epsilon = 1e-9;

type ScoreCheckOptions = {
  /** The tasks of the test being graded; defaults to every task of the exam. */
  taskKeys?: readonly string[];
  /** When true, every criterion of every task must be scored (publishing); drafts may be partial. */
  complete: boolean;
};

function gradedTasks(exam: Exam, taskKeys: readonly string[] | undefined): TaskFormat[] {
  const keys = taskKeys ?? exam.tasks.map((task) => task.key);
  if (keys.length === 0) throw new DomainError('BAD_USER_INPUT', 'VALIDATION_FAILED', 'The test has no task to score.');
  return keys.map((key) => {
    const task = exam.tasks.find((candidate) => candidate.key === key);
    if (!task) throw new DomainError('BAD_USER_INPUT', 'UNKNOWN_VALUE', `${exam.label} has no task '${key}'.`);
    return task;
  });
}

function isOnStep(score: number, criterion: RubricCriterion): boolean {
  const steps = (score - criterion.min) / criterion.step;
  return Math.abs(steps - Math.round(steps)) < epsilon;
}

function stepText(exam: Exam, criterion: RubricCriterion): string {
  if (criterion.step !== 1) return `steps of ${criterion.step}`;
  const unit = exam.key === 'IELTSAcademic' || exam.key === 'IELTSGeneral' ? 'bands' : 'points';
  return `whole ${unit} (${criterion.min}-${criterion.max})`;
}

/** Checks each given criterion score against the exam's rubric (and, when `complete`, that none is missing). */
export function validateCriterionScores(
  exam: Exam,
  scores: readonly CriterionScore[],
  options: ScoreCheckOptions,
): CriterionScore[] {
  const tasks = gradedTasks(exam, options.taskKeys);
  const seen = new Set<string>();
  const checked: CriterionScore[] = [];
  for (const { taskKey, criterion: criterionKey, score } of scores) {
    const task = tasks.find((candidate) => candidate.key === taskKey);
    if (!task) throw new DomainError('BAD_USER_INPUT', 'UNKNOWN_VALUE', `This test has no task '${taskKey}' to score.`);
    const criterion = criteriaForTask(exam.rubric, taskKey).find((candidate) => candidate.key === criterionKey);
    if (!criterion) {
      throw new DomainError(
        'BAD_USER_INPUT',
        'UNKNOWN_VALUE',
        `'${criterionKey}' is not a criterion of ${task.title}.`,
      );
    }
    const name = `${criterion.label} (${task.title})`;
    const id = `${taskKey}\u0000${criterionKey}`;
    if (seen.has(id)) throw new DomainError('BAD_USER_INPUT', 'SCORE_INVALID', `${name} is scored more than once.`);
    seen.add(id);
    if (typeof score !== 'number' || !Number.isFinite(score)) {
      throw new DomainError('BAD_USER_INPUT', 'SCORE_INVALID', `${name} needs a numeric score.`);
    }
    if (score < criterion.min - epsilon || score > criterion.max + epsilon) {
      throw new DomainError(
        'BAD_USER_INPUT',
        'SCORE_INVALID',
        `${name} must be between ${criterion.min} and ${criterion.max}; ${score} is out of range.`,
      );
    }
    if (!isOnStep(score, criterion)) {
      throw new DomainError(
        'BAD_USER_INPUT',
        'SCORE_INVALID',
        `${name} is scored in ${stepText(exam, criterion)}; ${score} is not allowed.`,
      );
    }
    checked.push({ taskKey, criterion: criterionKey, score });
  }
  if (options.complete) {
    for (const task of tasks) {
      for (const criterion of criteriaForTask(exam.rubric, task.key)) {
        if (!seen.has(`${task.key}\u0000${criterion.key}`)) {
          throw new DomainError(
            'BAD_USER_INPUT',
            'SCORE_INVALID',
            `Score missing: ${criterion.label} (${task.title}).`,
          );
        }
      }
    }
  }
  return checked;
}

/** Rounds to the nearest half; a value exactly between two halves (x.25, x.75) goes up. */
export function roundToHalf(value: number): number {
  return Math.floor(value * 2 + 0.5 + epsilon) / 2;
}

/** OET grade letter of a 0-500 scaled score. */
export function oetGrade(scaled: number): string {
  if (scaled >= 450) return 'A';
  if (scaled >= 350) return 'B';
  if (scaled >= 300) return 'C+';
  if (scaled >= 200) return 'C';
  if (scaled >= 100) return 'D';
  return 'E';
}

function scoreOf(scores: readonly CriterionScore[], taskKey: string, criterion: string): number {
  return scores.find((score) => score.taskKey === taskKey && score.criterion === criterion)?.score ?? 0;
}

function taskMean(exam: Exam, scores: readonly CriterionScore[], taskKey: string): number {
  const criteria = criteriaForTask(exam.rubric, taskKey);
  return criteria.reduce((sum, criterion) => sum + scoreOf(scores, taskKey, criterion.key), 0) / criteria.length;
}

function band(value: number): OverallScore {
  return { value, display: `Band ${value.toFixed(1)}`, grade: null };
}

function ieltsOverall(exam: Exam, scores: readonly CriterionScore[], tasks: TaskFormat[]): OverallScore {
  // Task 2 weighs twice Task 1 (as IELTS says it does); a test with a single task is simply that task's band. IELTS
  // does not publish how it combines and rounds the task scores, so the rounding to the half band is ours: the
  // unrounded mean travels with the band so the estimate can show both.
  let weighted = 0;
  let weights = 0;
  for (const task of tasks) {
    const weight = task.key === 'task2' ? 2 : 1;
    weighted += weight * taskMean(exam, scores, task.key);
    weights += weight;
  }
  const weightedMean = weighted / weights;
  return { ...band(roundToHalf(weightedMean)), weightedMean };
}

function oetOverall(exam: Exam, scores: readonly CriterionScore[], tasks: TaskFormat[]): OverallScore {
  let raw = 0;
  let max = 0;
  for (const task of tasks) {
    for (const criterion of criteriaForTask(exam.rubric, task.key)) {
      raw += scoreOf(scores, task.key, criterion.key);
      max += criterion.max;
    }
  }
  const value = Math.round(((raw / max) * 500) / 10) * 10;
  const grade = oetGrade(value);
  return { value, display: `${value} (${grade})`, grade };
}

function pteOverall(exam: Exam, scores: readonly CriterionScore[], tasks: TaskFormat[]): OverallScore {
  // Each item counts the same: its trait points as a share of its own maximum, the shares averaged. Pearson publishes
  // no item weights; pooling the trait points instead let the essay (26 of 33 points) carry 79% of the estimate.
  const shares = tasks.map((task) => {
    const criteria = criteriaForTask(exam.rubric, task.key);
    // PTE zeroes an item whose Content or Form is 0, whatever its other traits say.
    if (scoreOf(scores, task.key, 'content') === 0 || scoreOf(scores, task.key, 'form') === 0) return 0;
    const points = criteria.reduce((sum, criterion) => sum + scoreOf(scores, task.key, criterion.key), 0);
    return points / criteria.reduce((sum, criterion) => sum + criterion.max, 0);
  });
  const share = shares.reduce((sum, one) => sum + one, 0) / shares.length;
  const value = Math.round(10 + 80 * share);
  return { value, display: `PTE ${value}`, grade: null };
}

/**
 * Build a Sentence's share of the TOEFL estimate; the email and the discussion split the rest equally (3/8 each). ETS
 * does not publish how it weighs the section's tasks. A quarter follows the time the task takes: 6 of the section's
 * 23 minutes in the catalogue (26%), against 7 for the email and 10 for the discussion. Counting items instead (10
 * sentences against 2 texts) would let ten short word-ordering items outweigh both texts; counting tasks (a third
 * each, the earlier rule) gave a six-minute task the weight of the ten-minute discussion.
 */
export const buildSentenceWeight = 0.25;

/**
 * Where each TOEFL writing band starts on the 0-5 rating scale: [lowest mean rating, band], the mean first rounded to
 * the nearest quarter (a rating ETS's table lists). Each row chains two tables ETS published: its conversion of the
 * mean writing rating to the 0-30 section score (5.00 = 30, 4.75 = 29, 4.50 = 28, 4.25 = 27, 4.00 = 25, 3.75 = 24,
 * 3.50 = 22, 3.25 = 21, 3.00 = 20, 2.75 = 18, 2.50 = 17, 2.25 = 15, 2.00 = 14, 1.75 = 12, 1.50 = 11, 1.25 = 10,
 * 1.00 = 8) and its 2026 comparison of Writing 0-30 with the 1-6 bands (29-30 = 6, 27-28 = 5.5, 24-26 = 5,
 * 22-23 = 4.5, 17-21 = 4, 15-16 = 3.5, 13-14 = 3, 11-12 = 2.5, 8-10 = 2, 3-7 = 1.5, 0-2 = 1). ETS's rating table stops
 * at 1.00: a lower mean that is not 0 is put at 1.5 (0-30 scores 3-7), a mean of 0 at 1. The conversion was made for
 * the earlier writing tasks; the 2026 email and discussion are rated on the same 0-5 scale, so its points are the
 * nearest public anchor for ETS's own scaling of the 2026 section, which it does not publish.
 */
const toeflBandStarts: ReadonlyArray<readonly [rating: number, band: number]> = [
  [4.75, 6],
  [4.25, 5.5],
  [3.75, 5],
  [3.5, 4.5],
  [2.5, 4],
  [2.25, 3.5],
  [2, 3],
  [1.5, 2.5],
  [1, 2],
  [0.25, 1.5],
  [0, 1],
];

/** The TOEFL writing band (1-6 in half steps) of a mean 0-5 rating, by ETS's concordance points above. */
export function toeflBand(meanRating: number): number {
  const quarter = Math.floor(meanRating * 4 + 0.5 + epsilon) / 4;
  return toeflBandStarts.find(([start]) => quarter >= start - epsilon)?.[1] ?? 1;
}

function toeflOverall(
  exam: Exam,
  scores: readonly CriterionScore[],
  allTasks: TaskFormat[],
  autoScored: AutoScored,
): OverallScore {
  // The tutor's ratings of the written tasks (email, discussion) count equally; Build a Sentence has no criterion.
  const ratings = allTasks
    .filter((task) => criteriaForTask(exam.rubric, task.key).length > 0)
    .map((task) => taskMean(exam, scores, task.key));
  const written = ratings.length > 0 ? ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length : null;
  // Build a Sentence, scored by the server, is put on the same 0-5 scale (5 x the share of items right) and weighs
  // `buildSentenceWeight`; a test without it (written before it existed) is rated on the written tasks alone.
  const built = autoScored.buildSentence;
  const sentences =
    allTasks.some((task) => task.key === buildSentenceKey) && built && built.total > 0
      ? (5 * built.rightCount) / built.total
      : null;
  const mean =
    written === null
      ? (sentences ?? 0)
      : sentences === null
        ? written
        : (1 - buildSentenceWeight) * written + buildSentenceWeight * sentences;
  return band(toeflBand(mean));
}

/** Results the server computed itself, without a tutor: TOEFL Build a Sentence's items right out of its items. */
export type AutoScored = { buildSentence?: { rightCount: number; total: number } | null };

/**
 * The overall score of a graded test, computed the way the exam reports it. Every criterion of every graded task must
 * be present and valid (BAD_USER_INPUT naming the criterion otherwise). `taskKeys` limits grading to the test's own
 * tasks when a mock test covers only part of the exam's writing section; it defaults to all of them.
 */
export function overallScore(
  exam: Exam,
  criterionScores: readonly CriterionScore[],
  taskKeys?: readonly string[],
  autoScored: AutoScored = {},
): OverallScore {
  const scores = validateCriterionScores(exam, criterionScores, { taskKeys, complete: true });
  const tasks = gradedTasks(exam, taskKeys);
  switch (exam.key) {
    case 'IELTSAcademic':
    case 'IELTSGeneral':
      return ieltsOverall(exam, scores, tasks);
    case 'OETNurses':
    case 'OETDoctors':
      return oetOverall(exam, scores, tasks);
    case 'PTE':
      return pteOverall(exam, scores, tasks);
    case toeflKey:
      return toeflOverall(exam, scores, tasks, autoScored);
    default: {
      const unknown: never = exam.key;
      throw new DomainError('BAD_USER_INPUT', 'UNKNOWN_VALUE', `No scoring rule for exam '${String(unknown)}'.`);
    }
  }
}
