/**
 * SQL of promisingPlanAt(profile, submittedAt) (domain/plan/test-access.ts) for the candidate's profile `p` and the
 * attempt `a`: the plan active when it was handed in, else Bronze.
 */
export const planAtSubmissionSql = (p: string, a: string) =>
  `(case when ${p}.is_subscribed and ${p}.plan is not null and (${p}.expires_at is null or ${a}.submitted_at <= ${p}.expires_at) then ${p}.plan else 'bronze' end)`;
