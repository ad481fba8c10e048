import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { queryLimitsRule } from './query-limits.rule.ts';

const schema = buildSchema(`
  type Node { id: ID! name: String child: Node }
  type Query { node: Node }
`);

const check = (query: string, limits = { maxDepth: 3, maxFields: 10 }) =>
  validate(schema, parse(query), [...specifiedRules, queryLimitsRule(limits)]).map((error) => error.message);

describe('queryLimitsRule', () => {
  it('accepts a query at the depth limit', () => {
    expect(check('{ node { child { id } } }')).toEqual([]);
  });

  it('refuses a query one level deeper than the limit', () => {
    expect(check('{ node { child { child { id } } } }')).toEqual([
      'The query is nested too deeply (more than 3 levels).',
    ]);
  });

  it('counts the depth through fragments and inline fragments', () => {
    const query = `
      query { node { ...Deeper } }
      fragment Deeper on Node { child { ... on Node { child { id } } } }`;
    expect(check(query)).toEqual(['The query is nested too deeply (more than 3 levels).']);
  });

  it('refuses a wall of aliased fields', () => {
    const aliases = Array.from({ length: 11 }, (_, i) => `a${i}: node { id }`).join(' ');
    expect(check(`{ ${aliases} }`, { maxDepth: 3, maxFields: 20 })).toEqual([
      'The query selects too many fields (more than 20).',
    ]);
  });

  it('leaves cyclic fragments to the standard rules instead of looping', () => {
    const query = `
      query { node { ...A } }
      fragment A on Node { child { ...B } }
      fragment B on Node { child { ...A } }`;
    expect(check(query, { maxDepth: 50, maxFields: 100 })).toEqual([
      'Cannot spread fragment "A" within itself via "B".',
    ]);
  });
});
