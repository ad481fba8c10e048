import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DomainError, errorCodes } from '../../domain/shared/domain-error.ts';
import { httpStatusFor, toHttpError } from './error-mapping.ts';

const log = Fastify({ logger: false }).log;

describe('error mapping', () => {
  it('gives every domain error code an HTTP status', () => {
    expect(Object.fromEntries(errorCodes.map((code) => [code, httpStatusFor(code)]))).toEqual({
      UNAUTHENTICATED: 401,
      FORBIDDEN: 403,
      NOT_FOUND: 404,
      BAD_USER_INPUT: 400,
      CONFLICT: 409,
    });
  });

  it('keeps the message of a domain error', () => {
    expect(toHttpError(new DomainError('CONFLICT', 'ALREADY_SUBMITTED', 'Already submitted.'), log)).toEqual({
      statusCode: 409,
      body: { error: { code: 'CONFLICT', message: 'Already submitted.', reason: 'ALREADY_SUBMITTED' } },
    });
  });

  it('gives a body its route schema refuses the reason VALIDATION_FAILED', () => {
    const refused = Object.assign(new Error('body/UA must be string'), { statusCode: 400, validation: [{}] });
    expect(toHttpError(refused, log)).toEqual({
      statusCode: 400,
      body: { error: { code: 'BAD_USER_INPUT', message: 'body/UA must be string', reason: 'VALIDATION_FAILED' } },
    });
  });

  it('hides anything unexpected behind a generic 500', () => {
    const answer = toHttpError(new Error('password=hunter2 at db.ts:12'), log);
    expect(answer).toEqual({
      statusCode: 500,
      body: { error: { code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' } },
    });
  });
});
