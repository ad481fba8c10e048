import { buildClientSchema, buildSchema, getIntrospectionQuery, type IntrospectionQuery, printSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { errorCodes, graphql, graphqlOk } from './api-helpers.ts';

describe('GET /graphql/schema.graphql', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves, without signing in, SDL that parses and equals the schema the server answers introspection with', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/graphql/schema.graphql' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const served = buildSchema(response.body);
    const running = buildClientSchema(
      await graphqlOk<IntrospectionQuery>(
        t.app,
        getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true }),
      ),
    );
    expect(printSchema(served)).toBe(printSchema(running));
    expect(response.body).toContain('type Query');
    expect(response.body).toContain('myApiKeys');
  });

  it('is cacheable: an ETag, and 304 without a body when the client already holds it', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/graphql/schema.graphql' });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toContain('public');

    const again = await t.app.inject({
      method: 'GET',
      url: '/graphql/schema.graphql',
      headers: { 'if-none-match': String(etag) },
    });

    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
  });
});

describe('GraphQL introspection closed (GRAPHQL_INTROSPECTION=false, the production default)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { GRAPHQL_INTROSPECTION: 'false' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses __schema and __type, pointing to the served SDL, which stays readable', async () => {
    for (const query of ['{ __schema { queryType { name } } }', '{ __type(name: "Query") { name } }']) {
      const answer = await graphql(t.app, query);

      expect(answer.status).toBe(400);
      expect(errorCodes(answer)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
      expect(answer.errors[0]?.message).toBe(
        'Introspection is turned off on this server; read the schema at /graphql/schema.graphql instead.',
      );
    }
    const sdl = await t.app.inject({ method: 'GET', url: '/graphql/schema.graphql' });
    expect(sdl.statusCode).toBe(200);
    expect(() => buildSchema(sdl.body)).not.toThrow();
  });

  it('still answers __typename and ordinary queries', async () => {
    expect(await graphqlOk(t.app, '{ __typename exams { key } }')).toMatchObject({ __typename: 'Query' });
  });
});
