import { type CriterionAgreement, markingAgreement } from '../../domain/evaluation/marking-agreement.ts';
import { getExam } from '../../domain/exam/exam-catalogue.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { requireAdmin } from '../admin/require-admin.ts';
import type { CoreDeps } from '../deps.ts';

export type TutorAgreementRow = {
  tutorId: string;
  name: string;
  email: string;
  answers: number;
  comparisons: number;
  exact: number;
  withinOneStep: number;
};

/**
 * How far blind second markings agree with the first evaluations (admins only): per criterion and per tutor, the
 * share of criterion scores that match exactly and within one step of the criterion's scale.
 */
export async function getMarkingAgreement(
  deps: Pick<CoreDeps, 'profiles' | 'secondMarkings'>,
  input: { actor: Profile },
): Promise<{ answers: number; criteria: CriterionAgreement[]; tutors: TutorAgreementRow[] }> {
  requireAdmin(input.actor);
  const pairs = await deps.secondMarkings.markedPairs();
  const result = markingAgreement(
    pairs.map(({ marking, first, attempt }) => ({
      exam: getExam(attempt.exam),
      firstTutorId: first.tutorId,
      secondTutorId: marking.tutorId ?? '',
      first: first.criterionScores,
      second: marking.criterionScores,
    })),
  );
  const tutors = await Promise.all(
    result.tutors.map(async (tutor) => {
      const profile = await deps.profiles.findById(tutor.tutorId);
      return { ...tutor, name: profile?.fullName ?? '', email: profile?.email ?? '' };
    }),
  );
  tutors.sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
  return { answers: result.answers, criteria: result.criteria, tutors };
}
