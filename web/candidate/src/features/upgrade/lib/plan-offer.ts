import type { ExamKey } from '../../../gql/graphql';

/** Choose Plan shows only for plans above the one the candidate holds (level 0 when they hold none). */
export function isOffered(planLevel: number, activePlanLevel: number): boolean {
  return planLevel > activePlanLevel;
}

/** The exam 'Course Selected' starts on: the candidate's target exam when it is on offer, else OET-Nurses. */
export function initialCourse(targetExam: ExamKey | null | undefined, offered: readonly ExamKey[]): ExamKey {
  if (targetExam && offered.includes(targetExam)) return targetExam;
  return 'OETNurses';
}

/** The plan picked on the landing page, while it is still on offer to this candidate; null otherwise. */
export function preselectedPlanKey(
  picked: string | null,
  plans: readonly { key: string; level: number }[],
  activePlanLevel: number,
): string | null {
  const plan = plans.find((candidate) => candidate.key === picked);
  return plan && isOffered(plan.level, activePlanLevel) ? plan.key : null;
}
