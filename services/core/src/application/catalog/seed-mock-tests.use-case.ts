import type { MockTest } from '../../domain/exam/mock-test.ts';
import { validateMockTest } from '../../domain/exam/mock-test-rules.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';

/** Loads question-bank entries (inserted or updated by id); checks them all before storing any. Returns the count. */
export async function seedMockTests(deps: Pick<CoreDeps, 'mockTests'>, input: { tests: MockTest[] }): Promise<number> {
  const ids = new Set<string>();
  const places = new Set<string>();
  for (const test of input.tests) {
    validateMockTest(test);
    if (ids.has(test.id))
      throw new DomainError('BAD_USER_INPUT', 'VALIDATION_FAILED', `Mock test id '${test.id}' appears twice.`);
    ids.add(test.id);
    const place = `${test.exam} ${test.sequence}`;
    if (places.has(place)) {
      throw new DomainError(
        'BAD_USER_INPUT',
        'VALIDATION_FAILED',
        `Two ${test.exam} tests have the sequence number ${test.sequence}.`,
      );
    }
    places.add(place);
  }
  for (const test of input.tests) await deps.mockTests.upsert(test);
  return input.tests.length;
}
