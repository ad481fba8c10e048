import { buildClientSchema, buildSchema, getIntrospectionQuery, type IntrospectionQuery, printSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { graphqlOk } from './api-helpers.ts';

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
