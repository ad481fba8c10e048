import { DomainError } from '../../domain/shared/domain-error.ts';

/** Awaits a promise expected to fail with a DomainError and returns it, for assertions on code and message. */
export async function domainErrorOf(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('Expected a DomainError, but the call succeeded.');
}
