import { ServerError } from '@apollo/client/errors';
import { errorCode } from '@mocktest/web-shared/api';

/**
 * What a failed submit means for the candidate: `closed` the attempt is already submitted on the server (by another
 * tab, or by the server itself once the time ran out); `refused` the server will refuse it again (say so and let
 * the candidate act); `passing` a fault of the connection or the server that a later try may not meet.
 */
export type SubmitFailure = 'closed' | 'refused' | 'passing';

const refusedCodes = new Set(['BAD_USER_INPUT', 'NOT_FOUND', 'FORBIDDEN']);

export function submitFailure(error: unknown): SubmitFailure {
  const code = errorCode(error);
  if (code === 'CONFLICT') return 'closed';
  if (refusedCodes.has(code)) return 'refused';
  if (code === 'OTHER' && ServerError.is(error)) {
    const status = error.statusCode;
    return status >= 500 || status === 408 || status === 429 ? 'passing' : 'refused';
  }
  // Lost connection, an identity token that could not be refreshed, an unknown server error: worth trying again.
  return 'passing';
}
