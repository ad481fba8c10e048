import type { Attempt } from '../../domain/attempt/attempt.ts';
import type { MockTest } from '../../domain/exam/mock-test.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';

/** Tells the candidate their evaluation can be read now. */
export async function notifyEvaluationReady(
  deps: CoreDeps,
  attempt: Attempt,
  known: { candidate?: Profile; test?: MockTest } = {},
): Promise<void> {
  const candidate = known.candidate ?? (await deps.profiles.findByUserId(attempt.userId));
  if (!candidate?.email) return;
  const test = known.test ?? (await deps.mockTests.findById(attempt.mockTestId));
  const testName = test ? `"${test.title}"` : 'your mock test';
  await deps.mailer.send({
    to: candidate.email,
    subject: 'Your evaluation is ready',
    text: [
      `Hello ${candidate.fullName},`,
      '',
      `The evaluation of ${testName} is ready. Sign in to read your score, strengths, weaknesses, areas of improvement, general feedback and revised answer.`,
    ].join('\n'),
  });
}
