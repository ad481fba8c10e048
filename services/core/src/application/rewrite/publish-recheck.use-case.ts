import type { CriterionScore } from '../../domain/evaluation/evaluation.ts';
import { scoringContextOf } from '../../domain/evaluation/scoring-context.ts';
import { getExam } from '../../domain/exam/exam-catalogue.ts';
import { testTaskKeys } from '../../domain/exam/mock-test-rules.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { CriterionRecheck } from '../../domain/rewrite/rewrite.ts';
import { publishRecheck as publish } from '../../domain/rewrite/rewrite-rules.ts';
import type { CoreDeps } from '../deps.ts';
import { requireStaff } from '../shared/access.ts';
import { notifyRecheckReleased } from './notify-recheck.use-case.ts';
import type { RecheckItem } from './recheck-item.ts';
import { getRecheckItem } from './recheck-queue.use-cases.ts';
import { armRecheckTimer } from './rewrite-timer.ts';

/**
 * A tutor publishes the recheck of a rewrite: a verdict (with a short comment) for every criterion the evaluation scored
 * below its maximum, others optional, and new scores for every criterion, which give the updated overall estimate.
 * Final; of two tutors publishing at once, the version check lets one through. The candidate sees it under the
 * evaluations' release rule and is mailed at the release (at once when its time has passed, else by a timer).
 */
export async function publishRecheck(
  deps: Pick<
    CoreDeps,
    'attempts' | 'clock' | 'escalationTimers' | 'evaluations' | 'mockTests' | 'profiles' | 'rewrites' | 'transaction'
  >,
  input: {
    actor: Profile;
    rewriteId: string;
    checks: CriterionRecheck[];
    /** The rewrite's scores, every criterion of every task; omitted when the tutor does not re-score. */
    criterionScores?: CriterionScore[] | null;
  },
): Promise<RecheckItem> {
  requireStaff(input.actor);
  const item = await getRecheckItem(deps, input);
  const scoring = scoringContextOf(item.test, item.original);
  const rechecked = publish(item.rewrite, {
    checks: input.checks,
    criterionScores: input.criterionScores,
    originalScores: item.evaluation?.criterionScores ?? [],
    autoScored: scoring.autoScored,
    exam: getExam(item.test.exam),
    taskKeys: testTaskKeys(item.test),
    tutor: { id: input.actor.id, userId: input.actor.userId },
    now: deps.clock.now(),
  });
  const stored = await deps.rewrites.update(rechecked);
  // Released at once when the promised time has passed (the candidate is mailed now), else at its deadline.
  if ((await notifyRecheckReleased(deps, { rewriteId: stored.id })) === 'sent') {
    return { ...item, rewrite: (await deps.rewrites.findById(stored.id)) ?? stored };
  }
  await armRecheckTimer(deps, stored);
  return { ...item, rewrite: stored };
}
