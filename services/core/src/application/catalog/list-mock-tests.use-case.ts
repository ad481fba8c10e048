import type { ExamKey } from '../../domain/exam/exam.ts';
import { isExamKey } from '../../domain/exam/exam-catalogue.ts';
import type { MockTest } from '../../domain/exam/mock-test.ts';
import { isTestUnlocked } from '../../domain/plan/test-access.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';

/** The tests of one exam (the caller's selected exam by default) in sequence order, each marked unlocked or not. */
export async function listMockTests(
  deps: Pick<CoreDeps, 'clock' | 'mockTests'>,
  input: { actor: Profile; exam?: ExamKey },
): Promise<Array<{ test: MockTest; unlocked: boolean }>> {
  const exam = input.exam ?? input.actor.selectedExam;
  if (!isExamKey(exam)) throw new DomainError('BAD_USER_INPUT', 'UNKNOWN_VALUE', `Unknown exam '${String(exam)}'.`);
  const tests = await deps.mockTests.listByExam(exam);
  const now = deps.clock.now();
  return [...tests]
    .sort((a, b) => a.sequence - b.sequence)
    .map((test) => ({ test, unlocked: isTestUnlocked(input.actor, test, now) }));
}
