import type { CriterionScore, OverallScore } from '../evaluation/evaluation.ts';
import { DomainError } from '../shared/domain-error.ts';
import { buildSentenceKey } from './build-sentence.ts';
import type { Exam, RubricCriterion, TaskFormat } from './exam.ts';
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
  if (keys.length === 0) throw new DomainError('BAD_USER_INPUT', 'The test has no task to score.');
  return keys.map((key) => {
    const task = exam.tasks.find((candidate) => candidate.key === key);
    if (!task) throw new DomainError('BAD_USER_INPUT', `${exam.label} has no task '${key}'.`);
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
    if (!task) throw new DomainError('BAD_USER_INPUT', `This test has no task '${taskKey}' to score.`);
    const criterion = criteriaForTask(exam.rubric, taskKey).find((candidate) => candidate.key === criterionKey);
    if (!criterion) {
      throw new DomainError('BAD_USER_INPUT', `'${criterionKey}' is not a criterion of ${task.title}.`);
    }
    const name = `${criterion.label} (${task.title})`;
    const id = `${taskKey}\u0000${criterionKey}`;
    if (seen.has(id)) throw new DomainError('BAD_USER_INPUT', `${name} is scored more than once.`);
    seen.add(id);
    if (typeof score !== 'number' || !Number.isFinite(score)) {
      throw new DomainError('BAD_USER_INPUT', `${name} needs a numeric score.`);
    }
    if (score < criterion.min - epsilon || score > criterion.max + epsilon) {
      throw new DomainError(
        'BAD_USER_INPUT',
        `${name} must be between ${criterion.min} and ${criterion.max}; ${score} is out of range.`,
      );
    }
    if (!isOnStep(score, criterion)) {
      throw new DomainError(
        'BAD_USER_INPUT',
        `${name} is scored in ${stepText(exam, criterion)}; ${score} is not allowed.`,
      );
    }
    checked.push({ taskKey, criterion: criterionKey, score });
  }
  if (options.complete) {
    for (const task of tasks) {
      for (const criterion of criteriaForTask(exam.rubric, task.key)) {
        if (!seen.has(`${task.key}\u0000${criterion.key}`)) {
          throw new DomainError('BAD_USER_INPUT', `Score missing: ${criterion.label} (${task.title}).`);
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
  // Task 2 weighs twice Task 1; a test with a single task is simply that task's band.
  let weighted = 0;
  let weights = 0;
  for (const task of tasks) {
    const weight = task.key === 'task2' ? 2 : 1;
    weighted += weight * taskMean(exam, scores, task.key);
    weights += weight;
  }
  return band(roundToHalf(weighted / weights));
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
  let points = 0;
  let max = 0;
  for (const task of tasks) {
    const criteria = criteriaForTask(exam.rubric, task.key);
    const taskPoints = criteria.reduce((sum, criterion) => sum + scoreOf(scores, task.key, criterion.key), 0);
    // PTE zeroes an item whose Content or Form is 0, whatever its other traits say.
    const zeroed = scoreOf(scores, task.key, 'content') === 0 || scoreOf(scores, task.key, 'form') === 0;
    points += zeroed ? 0 : taskPoints;
    max += criteria.reduce((sum, criterion) => sum + criterion.max, 0);
  }
  const value = Math.round(10 + (80 * points) / max);
  return { value, display: `PTE ${value}`, grade: null };
}

function toeflOverall(
  exam: Exam,
  scores: readonly CriterionScore[],
  allTasks: TaskFormat[],
  autoScored: AutoScored,
): OverallScore {
  // The tutor's ratings of the written tasks (email, discussion); Build a Sentence has no rubric criterion.
  const tasks = allTasks.filter((task) => criteriaForTask(exam.rubric, task.key).length > 0);
  const ratings = tasks.map((task) => taskMean(exam, scores, task.key));
  // Build a Sentence, scored by the server, is a third rating on the same 0-5 scale: 5 x the share of items right.
  const built = autoScored.buildSentence;
  if (allTasks.some((task) => task.key === buildSentenceKey) && built && built.total > 0) {
    ratings.push((5 * built.rightCount) / built.total);
  }
  const mean = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  return band(roundToHalf(1 + mean));
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
    case 'TOFEL':
      return toeflOverall(exam, scores, tasks, autoScored);
    default: {
      const unknown: never = exam.key;
      throw new DomainError('BAD_USER_INPUT', `No scoring rule for exam '${String(unknown)}'.`);
    }
  }
}
