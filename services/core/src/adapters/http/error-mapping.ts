import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, type ErrorCode } from '../../domain/shared/domain-error.ts';
import type { ErrorReason } from '../../domain/shared/error-reasons.ts';

/** The HTTP status of each domain error code; exhaustive, so a new code fails the typecheck here. */
export function httpStatusFor(code: ErrorCode): number {
  switch (code) {
    case 'UNAUTHENTICATED':
      return 401;
    case 'FORBIDDEN':
      return 403;
    case 'NOT_FOUND':
      return 404;
    case 'BAD_USER_INPUT':
      return 400;
    case 'CONFLICT':
      return 409;
    default: {
      const unhandled: never = code;
      throw new Error(`No HTTP status for error code ${String(unhandled)}`);
    }
  }
}

export type HttpErrorBody = { error: { code: string; message: string; reason?: ErrorReason } };
export type HttpErrorResponse = { statusCode: number; body: HttpErrorBody };

type FastifyLikeError = Error & { statusCode?: number; validation?: unknown; code?: string };

const genericCodeForStatus = (status: number): string => {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  return 'BAD_USER_INPUT';
};

/**
 * Turns any thrown value into the REST error answer `{ error: { code, message, reason? } }`.
 * Domain errors keep their message and give their reason (a request failing the route's JSON Schema is
 * VALIDATION_FAILED); Fastify's own client errors (schema validation, bad JSON, body too large) keep
 * their 4xx status; anything else is logged and answered with a generic 500, never a stack trace.
 */
export function toHttpError(error: unknown, log: FastifyBaseLogger): HttpErrorResponse {
  if (error instanceof DomainError) {
    return {
      statusCode: httpStatusFor(error.code),
      body: { error: { code: error.code, message: error.message, reason: error.reason } },
    };
  }
  const fastifyError = error as FastifyLikeError;
  if (fastifyError?.validation) {
    return {
      statusCode: 400,
      body: { error: { code: 'BAD_USER_INPUT', message: fastifyError.message, reason: 'VALIDATION_FAILED' } },
    };
  }
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return {
      statusCode: status,
      body: { error: { code: genericCodeForStatus(status), message: fastifyError.message } },
    };
  }
  log.error({ err: error }, 'Unhandled error in an HTTP handler');
  return { statusCode: 500, body: { error: { code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' } } };
}

/**
 * The error handler of the HTTP scopes: the answer of toHttpError, with the request's id beside the code and message,
 * the id every log line of the request carries, for a user or integrator to quote to support.
 */
export function answerHttpError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { statusCode, body } = toHttpError(error, request.log);
  return reply.code(statusCode).send(errorAnswer(request, body.error.code, body.error.message, body.error.reason));
}

/** An error answer's body: `{ error: { code, message, reason?, requestId } }`; a refusal of the core has a reason. */
export function errorAnswer(request: FastifyRequest, code: string, message: string, reason?: ErrorReason) {
  return {
    error: reason ? { code, message, reason, requestId: request.id } : { code, message, requestId: request.id },
  };
}
