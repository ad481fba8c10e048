import { readFileSync } from 'node:fs';
import { buildSchema, type DocumentNode, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../main/config.ts';
import { listCostRule } from './list-cost.ts';
import { loadTypeDefs } from './register-graphql.ts';

const schema = buildSchema(`
  type Item { id: ID! name: String tags: [String!]! owner: Item }
  type Query {
    items(first: Int = 5, after: String): [Item!]!
    page(limit: Int = 50, offset: Int = 0): [Item!]!
    item: Item
  }
`);

const costMessages = (query: string, maxCost: number) =>
  validate(schema, parse(query), [...specifiedRules, listCostRule({ maxCost, maxPageSize: 100 })]).map(
    (error) => error.message,
  );
const costOf = (query: string) => Number(/cost (\d+)/.exec(costMessages(query, 0)[0] ?? '')?.[1]);

describe('the list-aware cost limit (GRAPHQL_MAX_COST)', () => {
  it('counts a list once per entry asked for, nested lists multiplying', () => {
    expect(costOf('{ item { id name } }')).toBe(3);
    expect(costOf('{ items(first: 10) { id name } }')).toBe(30);
    expect(costOf('{ items(first: 10) { id owner { id } } }')).toBe(10 * (1 + 1 + 2));
    expect(costOf('{ page(limit: 20) { items: owner { id } } }')).toBe(20 * (1 + 2));
  });

  it('prices a list asked for without a page size at its largest page, not at the default or one', () => {
    // first: GRAPHQL_MAX_PAGE_SIZE (100 here); limit: the use cases' 1 to 100.
    expect(costOf('{ items { id } }')).toBe(100 * 2);
    expect(costOf('{ page { id } }')).toBe(100 * 2);
    expect(costOf('{ page(offset: 10) { id owner { id } } }')).toBe(100 * (1 + 1 + 2));
    expect(costOf('{ items(first: null) { id } }')).toBe(100 * 2);
  });

  it("prices a page size given by a variable at the largest page, whatever the variable's default", () => {
    // The value comes with the request, after validation: a default of 7 says nothing about what is sent.
    expect(costOf('query ($n: Int = 7) { items(first: $n) { id } }')).toBe(100 * 2);
    expect(costOf('query ($n: Int) { items(first: $n) { id } }')).toBe(100 * 2);
  });

  it('takes the larger of the schema default and the largest page, and a literal page size as written', () => {
    const wide = buildSchema('type Item { id: ID! } type Query { all(limit: Int = 500): [Item!]! }');
    const [error] = validate(wide, parse('{ all { id } }'), [listCostRule({ maxCost: 0, maxPageSize: 100 })]);
    expect(error?.message).toMatch(/cost 1000,/);
    expect(costOf('{ items(first: 3) { id } }')).toBe(3 * 2);
    expect(costOf('{ page(limit: 0) { id } }')).toBe(1 * 2);
  });

  it('counts fragments where they are spread and leaves __typename free', () => {
    expect(costOf('{ items(first: 3) { ...F __typename } } fragment F on Item { id ... on Item { name } }')).toBe(9);
  });

  it('refuses an operation over the limit with the cost and the limit in its message', () => {
    expect(costMessages('{ items(first: 10) { id name } }', 30)).toEqual([]);
    expect(costMessages('{ items(first: 11) { id name } }', 30)).toEqual([
      'The query asks for too much in one request (cost 33, at most 30): a list counts once per entry it asks for ' +
        '(first or limit); ask for smaller pages or fewer fields, or split it.',
    ]);
  });

  it('lets every operation of the web apps through at the default limit, with room to spare', async () => {
    const { maxCost, maxPageSize } = loadConfig({}).edge.graphql;
    const served = buildSchema((await loadTypeDefs()).join('\n'));
    const rule = listCostRule({ maxCost: Math.floor(maxCost / 2), maxPageSize });
    const operations = ['candidate', 'tutor', 'shared'].flatMap((app) => {
      const generated = readFileSync(new URL(`../../../../../web/${app}/src/gql/graphql.ts`, import.meta.url), 'utf8');
      return [...generated.matchAll(/export const (\w+)Document = (\{.*\}) as unknown as/g)].map(([, name, json]) => ({
        name: `${app} ${name}`,
        document: JSON.parse(json as string) as DocumentNode,
      }));
    });
    expect(operations.length).toBeGreaterThan(40);
    const over = operations.filter(({ document }) => validate(served, document, [rule]).length > 0);
    expect(over.map(({ name }) => name)).toEqual([]);
  });
});
