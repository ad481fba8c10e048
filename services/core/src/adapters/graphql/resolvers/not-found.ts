import { DomainError } from '../../../domain/shared/domain-error.ts';

/** For nullable single-object fields: a missing object answers null instead of an error. */
export async function nullWhenNotFound<T>(pending: Promise<T>): Promise<T | null> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
