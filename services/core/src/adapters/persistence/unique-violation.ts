import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { DomainError } from '../../domain/shared/domain-error.ts';

/** Runs a write; a unique-key clash (two rows for one natural key) becomes the domain's CONFLICT. */
export async function upsertOrConflict(write: () => Promise<unknown>, what: string): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      throw new DomainError('CONFLICT', 'ALREADY_EXISTS', `This ${what} clashes with an existing one.`);
    }
    throw error;
  }
}
