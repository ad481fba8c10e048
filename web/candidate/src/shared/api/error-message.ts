import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

const networkMessage = 'Cannot reach the server. Check your connection and try again.';

function messageFromBody(bodyText: string): string | null {
  try {
    const body = JSON.parse(bodyText) as { errors?: { message?: unknown }[]; error?: { message?: unknown } };
    const first = body.errors?.[0]?.message ?? body.error?.message;
    return typeof first === 'string' && first ? first : null;
  } catch {
    return null;
  }
}

/** The message a person should read for a failed API call; the server's own message when it sent one. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (CombinedGraphQLErrors.is(error)) {
    const messages = error.errors.map((e) => e.message).filter(Boolean);
    return messages.length > 0 ? messages.join(' ') : fallback;
  }
  if (ServerError.is(error)) {
    return messageFromBody(error.bodyText) ?? `The server could not handle the request (HTTP ${error.statusCode}).`;
  }
  if (error instanceof TypeError) return networkMessage;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** The `extensions.code` of the first GraphQL error, if the server sent one. */
export function errorCode(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : undefined;
  }
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: { extensions?: { code?: unknown } }[] };
      const code = body.errors?.[0]?.extensions?.code;
      return typeof code === 'string' ? code : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
