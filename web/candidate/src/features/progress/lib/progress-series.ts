import { toeflKey } from '@mocktest/web-shared/format';

type Criterion = { taskKey?: string | null; key: string; label: string; max: number };
type ExamInfo = { key: string; label: string; rubric: { criteria: Criterion[] } };
type AttemptInfo = {
  id: string;
  submittedAt?: string | null;
  mockTest: { id?: string; exam: string; title: string };
  evaluation?: {
    overall?: { value: number; display: string } | null;
    criterionScores: { taskKey: string; criterion: string; score: number }[];
  } | null;
};

export type ProgressPoint = {
  attemptId: string;
  mockTestId: string;
  title: string;
  submittedAt: string;
  overall: number | null;
  /** The overall score as the evaluation shows it, e.g. 'Band 7.0', '380 (C+)', 'PTE 60'. */
  overallDisplay: string | null;
};

export type CriterionSeries = {
  /** `taskKey:criterion` when the criterion is scored per task, the criterion key otherwise. */
  key: string;
  /** The task the line belongs to (null when the exam has a single task). */
  taskKey: string | null;
  /** The full name, with the task when the exam has several: 'Task 1 — Coherence and Cohesion'. */
  label: string;
  /** The rubric's name of the criterion: 'Coherence and Cohesion'. */
  criterionLabel: string;
  max: number;
  /** One score per point as the tutor gave it (null when that evaluation did not score the criterion). */
  scores: (number | null)[];
  /** One value per point on the chart's scale: the score itself, or its percentage of `max` on a 'percent' scale. */
  values: (number | null)[];
};

/** The criteria drawn in one chart: one chart per task when tasks have several criteria each, else one for all. */
export type CriteriaGroup = {
  key: string;
  /** 'Task 1', or '' when the group holds every criterion. */
  taskTitle: string;
  series: CriterionSeries[];
};

export type ExamProgress = {
  exam: string;
  label: string;
  points: ProgressPoint[];
  criteria: CriterionSeries[];
  groups: CriteriaGroup[];
  /** 'score' when every criterion runs on one scale (IELTS 0-9, TOEFL 0-5); 'percent' of each maximum otherwise. */
  scale: { kind: 'score'; max: number } | { kind: 'percent'; max: 100 };
};

const round1 = (value: number) => Math.round(value * 10) / 10;

/** A task's name from its key: 'task1' → 'Task 1', 'summary' → 'Summary', 'buildSentence' → 'Build sentence'. */
export function taskTitle(taskKey: string): string {
  const numbered = /^task\s*(\d+)$/i.exec(taskKey);
  if (numbered) return `Task ${numbered[1]}`;
  const words = taskKey.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The tasks of an exam in order: those the rubric names first, then those its evaluations scored. */
function examTasks(criteria: Criterion[], attempts: AttemptInfo[]): string[] {
  const tasks: string[] = [];
  const add = (taskKey: string | null | undefined) => {
    if (taskKey && !tasks.includes(taskKey)) tasks.push(taskKey);
  };
  for (const criterion of criteria) add(criterion.taskKey);
  for (const attempt of attempts) for (const score of attempt.evaluation?.criterionScores ?? []) add(score.taskKey);
  return tasks;
}

/**
 * The candidate's evaluated attempts grouped by exam, oldest first, with the overall score per attempt and one series
 * per criterion and task: a criterion the rubric shares between tasks (IELTS's Coherence and Cohesion) gets a line per
 * task it was scored in, as the evaluation lists it. Exams without an evaluated attempt are left out.
 */
export function progressByExam(exams: ExamInfo[], attempts: AttemptInfo[]): ExamProgress[] {
  const evaluated = attempts
    .filter((attempt) => attempt.evaluation && attempt.submittedAt)
    .sort((a, b) => String(a.submittedAt).localeCompare(String(b.submittedAt)));
  const result: ExamProgress[] = [];
  for (const exam of exams) {
    const own = evaluated.filter((attempt) => attempt.mockTest.exam === exam.key);
    if (own.length === 0) continue;
    const criteria = exam.rubric.criteria;
    const sameScale = new Set(criteria.map((criterion) => criterion.max)).size === 1;
    const scale: ExamProgress['scale'] = sameScale
      ? { kind: 'score', max: criteria[0]?.max ?? 0 }
      : { kind: 'percent', max: 100 };
    const tasks = examTasks(criteria, own);
    const perTask = tasks.length > 1;

    const seriesOf = (criterion: Criterion, taskKey: string | null): CriterionSeries => {
      const scores = own.map((attempt) => {
        const found = (attempt.evaluation?.criterionScores ?? []).filter(
          (score) => score.criterion === criterion.key && (taskKey === null || score.taskKey === taskKey),
        );
        if (found.length === 0) return null;
        // Only a single-task exam can list a criterion twice (never in practice): its mean stands for it.
        return round1(found.reduce((sum, score) => sum + score.score, 0) / found.length);
      });
      return {
        key: taskKey ? `${taskKey}:${criterion.key}` : criterion.key,
        taskKey,
        label: perTask && taskKey ? `${taskTitle(taskKey)} — ${criterion.label}` : criterion.label,
        criterionLabel: criterion.label,
        max: criterion.max,
        scores,
        values: scores.map((score) =>
          score === null ? null : sameScale ? score : round1((score / (criterion.max || 1)) * 100),
        ),
      };
    };

    const series: CriterionSeries[] = [];
    if (!perTask) {
      for (const criterion of criteria) series.push(seriesOf(criterion, criterion.taskKey ?? null));
    } else {
      for (const taskKey of tasks) {
        for (const criterion of criteria) {
          if (criterion.taskKey && criterion.taskKey !== taskKey) continue;
          const line = seriesOf(criterion, taskKey);
          // A shared criterion gets a task's line only when an evaluation scored it in that task (IELTS tests with
          // Task 2 only have no Task 1 lines); a task's own criterion always has its line.
          if (criterion.taskKey || line.scores.some((score) => score !== null)) series.push(line);
        }
      }
    }

    // A chart per task when the tasks have several criteria each (IELTS, PTE); TOEFL's one rating per task reads best
    // as two lines of one chart.
    const byTask = tasks.map((taskKey) => series.filter((line) => line.taskKey === taskKey));
    const split = perTask && byTask.some((lines) => lines.length > 1) && byTask.every((lines) => lines.length > 0);
    const groups: CriteriaGroup[] = split
      ? tasks.map((taskKey, index) => ({ key: taskKey, taskTitle: taskTitle(taskKey), series: byTask[index] ?? [] }))
      : [{ key: 'all', taskTitle: '', series }];

    result.push({
      exam: exam.key,
      label: exam.label,
      points: own.map((attempt) => ({
        attemptId: attempt.id,
        mockTestId: attempt.mockTest.id ?? '',
        title: attempt.mockTest.title,
        submittedAt: String(attempt.submittedAt),
        overall: attempt.evaluation?.overall?.value ?? null,
        overallDisplay: attempt.evaluation?.overall?.display ?? null,
      })),
      criteria: series,
      groups,
      scale,
    });
  }
  return result;
}

/** The range each exam reports its writing score in (IELTS bands, OET's 0-500, PTE's 10-90, TOEFL's bands 1-6). */
export function overallRange(exam: string): { min: number; max: number } {
  if (exam === 'OETNurses' || exam === 'OETDoctors') return { min: 0, max: 500 };
  if (exam === 'PTE') return { min: 10, max: 90 };
  if (exam === toeflKey) return { min: 1, max: 6 };
  return { min: 0, max: 9 };
}

/** A criterion score as the evaluation shows it: the score as given and its maximum, e.g. { score: '7', max: '9' }. */
export function criterionScoreText(score: number | null, max: number): { score: string; max: string } | null {
  return score === null ? null : { score: String(score), max: String(max) };
}

/** The overall score of a point as the evaluation shows it ('Band 7.0'), or '–' when it has none. */
export function overallText(point: Pick<ProgressPoint, 'overall' | 'overallDisplay'>): string {
  if (point.overallDisplay) return point.overallDisplay;
  return point.overall === null ? '–' : String(point.overall);
}
