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

type GraphQLErrorBody = { message?: unknown; extensions?: Record<string, unknown> };

const knownCodes: ReadonlySet<string> = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
]);

const genericMessage = 'Something went wrong. Please try again.';
const networkMessage = 'Cannot reach the server. Check your connection and try again.';

function codeOf(error: GraphQLErrorBody | undefined): ErrorCode {
  const code = error?.extensions?.code;
  return typeof code === 'string' && knownCodes.has(code) ? (code as ErrorCode) : 'OTHER';
}

function firstErrorInBody(bodyText: string): GraphQLErrorBody | null {
  try {
    const body = JSON.parse(bodyText) as { errors?: GraphQLErrorBody[]; error?: GraphQLErrorBody };
    return body.errors?.[0] ?? body.error ?? null;
  } catch {
    return null;
  }
}

/** Turns whatever an API call threw into the server's code and a message a person can read. */
export function describeError(error: unknown, fallback = genericMessage): DescribedError {
  if (CombinedGraphQLErrors.is(error)) {
    const messages = error.errors.map((e) => e.message).filter(Boolean);
    return { code: codeOf(error.errors[0]), message: messages.length > 0 ? messages.join(' ') : fallback };
  }
  if (ServerError.is(error)) {
    const first = firstErrorInBody(error.bodyText);
    const message =
      typeof first?.message === 'string' && first.message
        ? first.message
        : `The server could not handle the request (HTTP ${error.statusCode}).`;
    return { code: codeOf(first ?? undefined), message };
  }
  // fetch rejects with a TypeError when the network is down.
  if (error instanceof TypeError) return { code: 'NETWORK', message: networkMessage };
  if (error instanceof Error && error.message) return { code: 'OTHER', message: error.message };
  return { code: 'OTHER', message: fallback };
}

/** The message a person should read for a failed API call; the server's own message when it sent one. */
export function errorMessage(error: unknown, fallback = genericMessage): string {
  return describeError(error, fallback).message;
}

/** The server's code for a failed API call ('OTHER' when it sent none this app knows). */
export function errorCode(error: unknown): ErrorCode {
  return describeError(error).code;
}
