import { GraphQLScalarType, Kind } from 'graphql';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { readinessOf } from '../health-context.ts';

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const parseDateTime = (value: unknown): string => {
  if (typeof value !== 'string' || !isoDateTime.test(value) || Number.isNaN(Date.parse(value))) {
    throw new TypeError('DateTime must be an ISO-8601 date-time string, e.g. 2025-01-31T09:30:00Z.');
  }
  return new Date(value).toISOString();
};

/** ISO-8601 in UTC on the wire; domain objects carry Date. */
export const dateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  description: 'An ISO-8601 date-time string in UTC.',
  serialize(value) {
    if (value instanceof Date) return value.toISOString();
    return parseDateTime(value);
  },
  parseValue: parseDateTime,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw new TypeError('DateTime must be a string.');
    return parseDateTime(ast.value);
  },
});

export const baseResolvers: Resolvers = {
  DateTime: dateTimeScalar,
  Query: {
    // The same verdict as GET /readyz, in one line.
    health: async (_parent, _args, context) => {
      const report = await readinessOf(context).check();
      if (report.ready) return 'ok';
      return `unavailable: ${report.failing.map((part) => `${part} (${report.checks[part]})`).join(', ')}`;
    },
  },
  Mutation: {
    _noop: () => null,
  },
};
