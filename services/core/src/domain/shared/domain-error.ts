/** The one error vocabulary of the core; adapters map each code to their protocol (GraphQL code, HTTP status). */
export const errorCodes = ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT', 'CONFLICT'] as const;
export type ErrorCode = (typeof errorCodes)[number];

export class DomainError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
  }
}
