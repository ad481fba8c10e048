import type { ErrorCode, ErrorReason, ReasonOf } from './error-reasons.ts';

/** The one error vocabulary of the core: the codes and their reasons live in error-reasons.ts, its single list. */
export { type ErrorCode, errorCodes } from './error-reasons.ts';

/**
 * A refusal: its coarse `code`, its machine-readable `reason` (domain/shared/error-reasons.ts, one of the reasons of
 * that code), and a message meant for people.
 */
export class DomainError<C extends ErrorCode = ErrorCode> extends Error {
  readonly code: ErrorCode;
  readonly reason: ErrorReason;
  constructor(code: C, reason: ReasonOf<C>, message: string) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.reason = reason;
  }
}
