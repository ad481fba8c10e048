import Fastify from 'fastify';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { createFormatError } from './graphql-errors.ts';

const formatError = createFormatError(Fastify({ logger: false }).log);
const formatted = (message: string, code?: string) => ({ message, ...(code ? { extensions: { code } } : {}) });

describe('GraphQL error format', () => {
  it("gives a domain error's code and reason beside its message", () => {
    const refusal = new DomainError('FORBIDDEN', 'PLAN_REQUIRED', 'This test is not included in your plan.');
    expect(formatError(formatted(refusal.message), refusal)).toEqual({
      message: 'This test is not included in your plan.',
      extensions: { code: 'FORBIDDEN', reason: 'PLAN_REQUIRED' },
    });
  });

  it('gives variables the schema refuses the reason VALIDATION_FAILED, other client mistakes only their code', () => {
    const badInput = formatted('Variable "$exam" got invalid value "X".', 'BAD_USER_INPUT');
    expect(formatError(badInput, new GraphQLError(badInput.message)).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'VALIDATION_FAILED',
    });
    const unparsable = formatted('Syntax Error: Expected Name.', 'GRAPHQL_PARSE_FAILED');
    expect(formatError(unparsable, new GraphQLError(unparsable.message)).extensions).toEqual({
      code: 'GRAPHQL_PARSE_FAILED',
    });
  });

  it('hides anything unexpected, with no reason', () => {
    expect(formatError(formatted('db.ts:12 exploded'), new Error('db.ts:12 exploded'))).toEqual({
      message: 'Internal server error',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });
});
