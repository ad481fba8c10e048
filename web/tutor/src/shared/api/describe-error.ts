import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'NETWORK'
  | 'OTHER';

export type DescribedError = { code: ErrorCode; message: string };

const knownCodes: ReadonlySet<string> = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
]);

const genericMessage = 'Something went wrong. Please try again.';

function fromGraphQLError(error: { message: string; extensions?: Record<string, unknown> }): DescribedError {
  const code = error.extensions?.code;
  return {
    code: typeof code === 'string' && knownCodes.has(code) ? (code as ErrorCode) : 'OTHER',
    message: error.message || genericMessage,
  };
}

function fromServerBody(bodyText: string): DescribedError | null {
  try {
    const body: unknown = JSON.parse(bodyText);
    const first = (body as { errors?: { message: string; extensions?: Record<string, unknown> }[] }).errors?.[0];
    return first ? fromGraphQLError(first) : null;
  } catch {
    return null;
  }
}

/** Turns whatever an API call threw into the server's code and a message a person can read. */
export function describeError(error: unknown): DescribedError {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    return first ? fromGraphQLError(first) : { code: 'OTHER', message: genericMessage };
  }
  if (ServerError.is(error)) {
    return (
      fromServerBody(error.bodyText) ?? {
        code: 'OTHER',
        message: `The server could not answer (status ${error.statusCode}). Please try again.`,
      }
    );
  }
  if (error instanceof TypeError) {
    return { code: 'NETWORK', message: 'Cannot reach the server. Check your connection and try again.' };
  }
  if (error instanceof Error && error.message) {
    return { code: 'OTHER', message: error.message };
  }
  return { code: 'OTHER', message: genericMessage };
}
