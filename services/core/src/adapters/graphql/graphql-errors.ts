import { unwrapResolverError } from '@apollo/server/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { GraphQLFormattedError } from 'graphql';
import { DomainError, type ErrorCode } from '../../domain/shared/domain-error.ts';

/** The GraphQL `extensions.code` of each domain error code; exhaustive, so a new code fails the typecheck here. */
export function graphqlCodeFor(code: ErrorCode): string {
  switch (code) {
    case 'UNAUTHENTICATED':
    case 'FORBIDDEN':
    case 'NOT_FOUND':
    case 'BAD_USER_INPUT':
    case 'CONFLICT':
      return code;
    default: {
      const unhandled: never = code;
      throw new Error(`No GraphQL code for error code ${String(unhandled)}`);
    }
  }
}

// Codes Apollo and graphql-js produce for a client's mistake; their messages are safe to show.
const clientErrorCodes = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/**
 * Apollo's formatError: domain errors keep their message and get their code and reason (`extensions.reason`, see
 * domain/shared/error-reasons.ts); variables the schema refuses (BAD_USER_INPUT) get the reason VALIDATION_FAILED;
 * other client mistakes pass through;
 * anything else is logged and hidden behind 'Internal server error'. No stack trace ever leaves the server.
 */
export function createFormatError(log: FastifyBaseLogger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const unwrapped = unwrapResolverError(error);
    // A plugin's refusal (a read-only API key's mutation) carries its domain error as the original error.
    const carried = (unwrapped as { originalError?: unknown } | null)?.originalError;
    const original = carried instanceof DomainError ? carried : unwrapped;
    const base = { locations: formatted.locations, path: formatted.path };
    if (original instanceof DomainError) {
      return {
        ...base,
        message: original.message,
        extensions: { code: graphqlCodeFor(original.code), reason: original.reason },
      };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && clientErrorCodes.has(code)) {
      const extensions = code === 'BAD_USER_INPUT' ? { code, reason: 'VALIDATION_FAILED' } : { code };
      return { ...base, message: formatted.message, extensions };
    }
    log.error({ err: original }, 'Unhandled error in a GraphQL operation');
    return { ...base, message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
