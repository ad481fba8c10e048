import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { type GraphqlLimits, graphqlLimitOptions } from './graphql-limits.ts';

const schema = buildSchema(`
  type Node { id: ID! name: String child: Node }
  type Query { node: Node nodes: [Node!]! }
`);

const limits: GraphqlLimits = {
  maxDepth: 3,
  maxAliases: 2,
  maxCost: 40,
  maxPageSize: 10,
  maxTokens: 60,
  maxDirectives: 2,
};

const check = (query: string, overrides: Partial<GraphqlLimits> = {}) => {
  const options = graphqlLimitOptions({ ...limits, ...overrides });
  const document = parse(query, options.parseOptions);
  return validate(schema, document, [...specifiedRules, ...options.validationRules]).map((error) => error.message);
};

describe('GraphQL limits (graphql-armor and the parser)', () => {
  it('accepts a query within every limit', () => {
    expect(check('{ node { child { id } } a: nodes { id } }')).toEqual([]);
  });

  it('refuses a query one level deeper than the limit, fragments adding no level', () => {
    expect(check('{ node { child { child { id } } } }')).toEqual([
      'The query is nested too deeply (4, at most 3 levels).',
    ]);
    const throughFragments = `
      query { node { ...Deeper } }
      fragment Deeper on Node { child { ... on Node { child { id } } } }`;
    expect(check(throughFragments)).toEqual(['The query is nested too deeply (4, at most 3 levels).']);
  });

  it('refuses a wall of aliases, counting through fragments', () => {
    expect(check('{ a: node { id } b: node { id } c: node { id } }')).toEqual([
      'The query uses too many aliases (3, at most 2 per request); split it into several requests.',
    ]);
    expect(check('{ ...Two c: node { id } } fragment Two on Query { a: node { id } b: node { id } }')).toEqual([
      'The query uses too many aliases (3, at most 2 per request); split it into several requests.',
    ]);
  });

  it('refuses a query that costs more than the limit even without aliases or depth', () => {
    const wide = `{ node { id name child { id name child { id name } } } nodes { id name child { id name } } }`;
    expect(check(wide, { maxDepth: 10, maxCost: 12 })).toEqual([
      expect.stringMatching(/^The query asks for too much in one request \(cost 15, at most 12\)/),
    ]);
  });

  it('refuses too many directives', () => {
    expect(check('{ node { id @skip(if: false) name @skip(if: false) child @skip(if: false) { id } } }')).toEqual([
      'The query uses too many directives (3, at most 2).',
    ]);
  });

  it('stops parsing a document longer than the token limit', () => {
    const long = `{ ${Array.from({ length: 40 }, () => 'node { id }').join(' ')} }`;
    expect(() => check(long)).toThrow(/Document contains more that 60 tokens/);
  });

  it('leaves cyclic fragments to the standard rules instead of looping', () => {
    const query = `
      query { node { ...A } }
      fragment A on Node { child { ...B } }
      fragment B on Node { child { ...A } }`;
    expect(check(query, { maxDepth: 50, maxCost: 10_000 })).toContain(
      'Cannot spread fragment "A" within itself via "B".',
    );
  });
});
