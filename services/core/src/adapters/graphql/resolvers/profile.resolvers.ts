import { updateProfile } from '../../../application/profile/update-profile.use-case.ts';
import { examKeys } from '../../../domain/exam/exam.ts';
import { getPlan } from '../../../domain/plan/plan-catalogue.ts';
import { hasActivePlan, isPlanExpired } from '../../../domain/plan/test-access.ts';
import { targetScaleOf, targetScoreFor } from '../../../domain/profile/target-scale.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

export const profileResolvers: Resolvers = {
  Role: { CANDIDATE: 'candidate', TUTOR: 'tutor', ADMIN: 'admin' },
  Query: {
    me: (_parent, _args, { actor }) => actor(),
  },
  Mutation: {
    updateMyProfile: async (_parent, { input }, { deps, actor }) => {
      const me = await actor();
      return updateProfile(deps, {
        actor: me,
        profileId: me.id,
        // An explicit null means "not changing it", the same as leaving the field out.
        changes: {
          fullName: input.fullName ?? undefined,
          selectedExam: input.selectedExam ?? undefined,
          country: input.country ?? undefined,
          education: input.education ?? undefined,
          destination: input.destination ?? undefined,
          targetScore: input.targetScore ?? undefined,
          targetExam: input.targetExam ?? undefined,
        },
      });
    },
  },
  Profile: {
    plan: (profile) => (profile.plan ? getPlan(profile.plan) : null),
    // Desired scores are kept per exam; targetScore is the selected exam's, as clients before that read it.
    targetScore: (profile) => targetScoreFor(profile.targetScores, profile.selectedExam),
    targetScores: (profile) =>
      examKeys.map((exam) => ({
        exam,
        ...targetScoreFor(profile.targetScores, exam),
        scale: targetScaleOf(exam).description,
      })),
    // Subscribed means holding a plan that has not expired (test-access.ts); an expired plan still shows, with
    // planExpired, so the profile page can say 'Plan Expired: {date}' and the Upgrade page offers every plan again.
    isSubscribed: (profile, _args, { deps }) => hasActivePlan(profile, deps.clock.now()),
    planExpired: (profile, _args, { deps }) => isPlanExpired(profile, deps.clock.now()),
    expiryDate: (profile) => profile.expiresAt,
  },
};
