import { DomainError } from '../../../domain/shared/domain-error.ts';

export const maxPageSize = 100;

/** Validates GraphQL list arguments: 1..100 items from a non-negative offset. */
export function pageFrom(limit: number | null | undefined, offset: number | null | undefined) {
  const size = limit ?? 50;
  const from = offset ?? 0;
  if (!Number.isInteger(size) || size < 1 || size > maxPageSize) {
    throw new DomainError('BAD_USER_INPUT', `limit must be between 1 and ${maxPageSize}.`);
  }
  if (!Number.isInteger(from) || from < 0) {
    throw new DomainError('BAD_USER_INPUT', 'offset must be zero or more.');
  }
  return { limit: size, offset: from };
}
