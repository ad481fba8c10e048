import type { Exam, ExamKey } from '../exam/exam.ts';
import { criteriaForTask } from '../exam/exam-catalogue.ts';
import type { CriterionScore } from './evaluation.ts';

/** One answer marked twice: the first (released) evaluation's scores and the blind second marking's. */
export type MarkedPair = {
  exam: Exam;
  firstTutorId: string;
  secondTutorId: string;
  first: readonly CriterionScore[];
  second: readonly CriterionScore[];
};

/** How often two markers gave the same score, and a score at most one step of the criterion's scale apart. */
export type Agreement = { comparisons: number; exact: number; withinOneStep: number };

export type CriterionAgreement = Agreement & { exam: ExamKey; criterion: string; label: string };
export type TutorAgreement = Agreement & { tutorId: string; answers: number };

const epsilon = 1e-9;

const empty = (): Agreement => ({ comparisons: 0, exact: 0, withinOneStep: 0 });

function add(into: Agreement, difference: number, step: number): void {
  into.comparisons += 1;
  if (difference < epsilon) into.exact += 1;
  if (difference <= step + epsilon) into.withinOneStep += 1;
}

/**
 * Agreement per criterion (per exam, as criteria belong to an exam's rubric) and per tutor (every criterion of every
 * answer the tutor marked, first or second). A criterion only one of the two scored is not compared.
 */
export function markingAgreement(pairs: readonly MarkedPair[]): {
  answers: number;
  criteria: CriterionAgreement[];
  tutors: TutorAgreement[];
} {
  const criteria = new Map<string, CriterionAgreement>();
  const tutors = new Map<string, TutorAgreement>();
  const tutor = (tutorId: string) => {
    let entry = tutors.get(tutorId);
    if (!entry) {
      entry = { tutorId, answers: 0, ...empty() };
      tutors.set(tutorId, entry);
    }
    return entry;
  };
  for (const pair of pairs) {
    const markers = [tutor(pair.firstTutorId), tutor(pair.secondTutorId)];
    for (const marker of markers) marker.answers += 1;
    for (const score of pair.first) {
      const other = pair.second.find((s) => s.taskKey === score.taskKey && s.criterion === score.criterion);
      const rubric = criteriaForTask(pair.exam.rubric, score.taskKey).find((c) => c.key === score.criterion);
      if (!other || !rubric) continue;
      const key = `${pair.exam.key}\u0000${score.criterion}`;
      let entry = criteria.get(key);
      if (!entry) {
        entry = { exam: pair.exam.key, criterion: score.criterion, label: rubric.label, ...empty() };
        criteria.set(key, entry);
      }
      const difference = Math.abs(score.score - other.score);
      add(entry, difference, rubric.step);
      for (const marker of markers) add(marker, difference, rubric.step);
    }
  }
  return { answers: pairs.length, criteria: [...criteria.values()], tutors: [...tutors.values()] };
}
