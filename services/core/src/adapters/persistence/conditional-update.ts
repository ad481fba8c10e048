import { DomainError } from '../../domain/shared/domain-error.ts';

/**
 * Checks the row count of a conditional update (`... WHERE id = ? AND version = ?`): none means another request
 * changed the record since it was read, so this write must not overwrite it.
 */
export function requireOneRowUpdated(count: number, what: string): void {
  if (count !== 1) {
    throw new DomainError(
      'CONFLICT',
      'CONCURRENT_CHANGE',
      `This ${what} was changed by another request at the same time; please try again.`,
    );
  }
}
