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
};

export type CriterionSeries = {
  key: string;
  label: string;
  /** One value per point (null when that evaluation did not score the criterion), on the chart's scale. */
  values: (number | null)[];
};

export type ExamProgress = {
  exam: string;
  label: string;
  points: ProgressPoint[];
  criteria: CriterionSeries[];
  /** 'score' when every criterion runs on one scale (IELTS 0-9, TOEFL 0-5); 'percent' of each maximum otherwise. */
  scale: { kind: 'score'; max: number } | { kind: 'percent'; max: 100 };
};

const round1 = (value: number) => Math.round(value * 10) / 10;

// A criterion is identified by its key and, when it belongs to one task only, that task: IELTS scores Coherence and
// Cohesion in both tasks (one line), PTE's Content of the summary and of the essay are different traits (two lines).
function criterionId(criterion: { taskKey?: string | null; key: string }): string {
  return criterion.taskKey ? `${criterion.taskKey}:${criterion.key}` : criterion.key;
}

/**
 * The candidate's evaluated attempts grouped by exam, oldest first, with one series per rubric criterion (the mean
 * over the tasks that scored it) and the overall score per attempt. Exams without an evaluated attempt are left out.
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
    const maxes = new Set(criteria.map((criterion) => criterion.max));
    const sameScale = maxes.size === 1;
    const scale: ExamProgress['scale'] = sameScale
      ? { kind: 'score', max: criteria[0]?.max ?? 0 }
      : { kind: 'percent', max: 100 };
    const series = criteria.map((criterion) => {
      const values = own.map((attempt) => {
        const scores = (attempt.evaluation?.criterionScores ?? []).filter(
          (score) => score.criterion === criterion.key && (!criterion.taskKey || score.taskKey === criterion.taskKey),
        );
        if (scores.length === 0) return null;
        const mean = scores.reduce((sum, score) => sum + score.score, 0) / scores.length;
        return round1(sameScale ? mean : (mean / criterion.max) * 100);
      });
      return { key: criterionId(criterion), label: criterion.label, values };
    });
    // PTE names a trait once per task: say which task a line belongs to when a label repeats.
    const labelCount = new Map<string, number>();
    for (const item of series) labelCount.set(item.label, (labelCount.get(item.label) ?? 0) + 1);
    for (const item of series) {
      const task = item.key.includes(':') ? item.key.split(':')[0] : null;
      if ((labelCount.get(item.label) ?? 0) > 1 && task) item.label = `${item.label} (${task})`;
    }
    result.push({
      exam: exam.key,
      label: exam.label,
      points: own.map((attempt) => ({
        attemptId: attempt.id,
        mockTestId: attempt.mockTest.id ?? '',
        title: attempt.mockTest.title,
        submittedAt: String(attempt.submittedAt),
        overall: attempt.evaluation?.overall?.value ?? null,
      })),
      criteria: series,
      scale,
    });
  }
  return result;
}

/** The range each exam reports its writing score in (IELTS bands, OET's 0-500, PTE's 10-90, TOEFL's bands 1-6). */
export function overallRange(exam: string): { min: number; max: number } {
  if (exam === 'OETNurses' || exam === 'OETDoctors') return { min: 0, max: 500 };
  if (exam === 'PTE') return { min: 10, max: 90 };
  if (exam === 'TOFEL') return { min: 1, max: 6 };
  return { min: 0, max: 9 };
}
