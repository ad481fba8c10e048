import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostAllowList, isAllowedHost, seenHostsLimit } from '../adapters/http/allowed-hosts.ts';
import { loadConfig } from '../main/config.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

// DNS rebinding: a page of evil.example whose name resolves to 127.0.0.1 sends `Host: evil.example` to a local
// instance. Only loopback, PUBLIC_ORIGIN's host and ALLOWED_HOSTS are answered; every other host gets a 421.

describe('the Host allow-list', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      env: { PUBLIC_ORIGIN: 'https://mocktest.example', ALLOWED_HOSTS: 'core-upstream, 10.0.0.7, fd00::7' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, host: string | undefined, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: host === undefined ? headers : { ...headers, host } });

  it.each([
    'localhost:80',
    'localhost',
    '127.0.0.1:8080',
    '[::1]:8080',
    '[0:0:0:0:0:0:0:1]',
    'LOCALHOST:3000',
    'mocktest.example',
    'mocktest.example:443',
    'core-upstream:8080',
    '10.0.0.7:8080',
    '[fd00::7]:8080',
  ])('answers the health probes for %s', async (host) => {
    expect((await get('/healthz', host)).statusCode).toBe(200);
    expect((await get('/readyz', host)).statusCode).toBe(200);
  });

  it.each([
    'evil.example',
    'evil.example:8080',
    'localhost.evil.example',
    'mocktest.example.evil.example',
    'localhost@evil.example',
    '127.0.0.2:8080',
    '[::2]',
  ])('refuses %j with a 421 before any route runs', async (host) => {
    const answer = await get('/healthz', host);
    expect(answer.statusCode).toBe(421);
    expect(answer.headers['content-type']).toMatch(/application\/json/);
    expect(answer.json()).toEqual({
      error: {
        code: 'HOST_NOT_ALLOWED',
        message: expect.stringMatching(/does not answer requests for .*ALLOWED_HOSTS/),
        requestId: answer.headers['x-request-id'],
      },
    });
  });

  it('refuses a host again on its next request, and keeps answering after more made-up hosts than it remembers', async () => {
    for (let round = 0; round < 2; round++) expect((await get('/healthz', 'evil.example')).statusCode).toBe(421);
    for (let n = 0; n <= seenHostsLimit; n++) {
      expect((await get('/healthz', `made-up-${n}.example`)).statusCode).toBe(421);
    }
    expect((await get('/healthz', 'localhost:8080')).statusCode).toBe(200);
    expect((await get('/healthz', 'evil.example')).statusCode).toBe(421);
  });

  it('refuses a request without a Host header (HTTP/1.0) and one with a malformed Host', () => {
    const list = hostAllowList({ publicOrigin: 'http://127.0.0.1:8080', allowedHosts: [] });
    expect(isAllowedHost(list, undefined)).toBe(false);
    expect(isAllowedHost(list, '')).toBe(false);
    expect(isAllowedHost(list, 'localhost/evil')).toBe(false);
    expect(isAllowedHost(list, 'localhost:80:80')).toBe(false);
    expect(isAllowedHost(list, 'localhost.')).toBe(true);
  });

  it('refuses GraphQL and the REST API for another host, whatever the body', async () => {
    const graphql = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: 'rebound.example:8080', 'content-type': 'application/json' },
      payload: { query: '{ plans { id } }' },
    });
    expect(graphql.statusCode).toBe(421);
    expect(graphql.json().error.code).toBe('HOST_NOT_ALLOWED');
    const rest = await get('/v1/api/users/me', 'rebound.example');
    expect(rest.statusCode).toBe(421);
  });

  it("app.inject's default Host (localhost:80) still reaches GraphQL", async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ __typename }' },
    });
    expect(answer.statusCode).toBe(200);
  });
});

describe('the Host allow-list behind a trusted proxy, and turned off', () => {
  it('checks the X-Forwarded-Host a trusted proxy passes on, not its upstream name', async () => {
    const t = await createTestApp({
      env: { PUBLIC_ORIGIN: 'https://mocktest.example', TRUST_PROXY: '127.0.0.1' },
    });
    try {
      const forwarded = (host: string) =>
        t.app.inject({
          method: 'GET',
          url: '/healthz',
          remoteAddress: '127.0.0.1',
          headers: { host: 'localhost:8080', 'x-forwarded-host': host },
        });
      expect((await forwarded('mocktest.example')).statusCode).toBe(200);
      expect((await forwarded('evil.example')).statusCode).toBe(421);
    } finally {
      await t.close();
    }
  });

  it('answers every host with ALLOWED_HOSTS=*', async () => {
    const t = await createTestApp({ env: { ALLOWED_HOSTS: '*' } });
    try {
      const answer = await t.app.inject({ method: 'GET', url: '/healthz', headers: { host: 'anything.example' } });
      expect(answer.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('ALLOWED_HOSTS', () => {
  const base = { NODE_ENV: 'test', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

  it('takes names and addresses, comma-separated, lower-cased, IPv6 in brackets; none by default', () => {
    expect(loadConfig(base).edge.allowedHosts).toEqual([]);
    expect(
      loadConfig({ ...base, ALLOWED_HOSTS: ' Core-Upstream , 10.0.0.7,::1,[fd00::7] ' }).edge.allowedHosts,
    ).toEqual(['core-upstream', '10.0.0.7', '[::1]', '[fd00::7]']);
    expect(loadConfig({ ...base, ALLOWED_HOSTS: '*' }).edge.allowedHosts).toEqual(['*']);
  });

  it('refuses ports, URLs and other text, naming the entries', () => {
    expect(() => loadConfig({ ...base, ALLOWED_HOSTS: 'core:8080' })).toThrow(/ALLOWED_HOSTS: .*not a host: core:8080/);
    expect(() => loadConfig({ ...base, ALLOWED_HOSTS: 'ok.example,https://x.example/' })).toThrow(
      /not a host: https:\/\/x\.example\//,
    );
    expect(() => loadConfig({ ...base, ALLOWED_HOSTS: 'a b' })).toThrow(/ALLOWED_HOSTS/);
  });
});
