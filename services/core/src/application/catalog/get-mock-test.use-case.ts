import type { MockTest } from '../../domain/exam/mock-test.ts';
import { isTestUnlocked } from '../../domain/plan/test-access.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';

/** One test and whether the caller's plan includes it. */
export async function getMockTest(
  deps: Pick<CoreDeps, 'clock' | 'mockTests'>,
  input: { actor: Profile; id: string },
): Promise<{ test: MockTest; unlocked: boolean }> {
  const test = await deps.mockTests.findById(input.id);
  if (!test) throw new DomainError('NOT_FOUND', 'NOT_FOUND', 'This mock test does not exist.');
  return { test, unlocked: isTestUnlocked(input.actor, test, deps.clock.now()) };
}
