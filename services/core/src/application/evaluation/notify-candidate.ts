import type { Attempt } from '../../domain/attempt/attempt.ts';
import type { MockTest } from '../../domain/exam/mock-test.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
import { evaluationReadyMail } from '../mail/templates/evaluation-ready.ts';

/** Tells the candidate their evaluation can be read now. */
export async function notifyEvaluationReady(
  deps: Pick<CoreDeps, 'mailer' | 'mockTests' | 'profiles'>,
  attempt: Attempt,
  known: { candidate?: Profile; test?: MockTest } = {},
): Promise<void> {
  const candidate = known.candidate ?? (await deps.profiles.findByUserId(attempt.userId));
  if (!candidate?.email) return;
  const test = known.test ?? (await deps.mockTests.findById(attempt.mockTestId));
  await deps.mailer.send(
    evaluationReadyMail({ to: candidate.email, name: candidate.fullName, testTitle: test?.title ?? null }),
  );
}
