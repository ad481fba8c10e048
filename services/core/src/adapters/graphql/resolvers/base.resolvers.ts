import { GraphQLScalarType } from 'graphql';
import { DateTimeISOResolver } from 'graphql-scalars';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { readinessOf } from '../health-context.ts';

const dateTimeISO = DateTimeISOResolver.toConfig();

/**
 * ISO-8601 in UTC on the wire; domain objects carry Date. graphql-scalars' DateTimeISO (RFC 3339 checked, always
 * sent as a UTC string) under the schema's name for it.
 */
export const dateTimeScalar = new GraphQLScalarType({
  ...dateTimeISO,
  name: 'DateTime',
  description: 'An ISO-8601 date-time string in UTC.',
  // A valid Date (what the domain carries) goes straight to its ISO string, as DateTimeISO would send it; anything
  // else is checked by DateTimeISO itself.
  serialize: (value) =>
    value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString() : dateTimeISO.serialize(value),
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
