import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';

export const testClocksOffMessage = 'Test clocks are off on this platform (TEST_CLOCKS).';

/** Refuses the test-clock operations on a platform without TEST_CLOCKS (production never has it). */
export function requireTestClocks(deps: Pick<CoreDeps, 'settings'>): void {
  if (!deps.settings.testClocks) throw new DomainError('FORBIDDEN', 'TEST_CLOCKS_OFF', testClocksOffMessage);
}
