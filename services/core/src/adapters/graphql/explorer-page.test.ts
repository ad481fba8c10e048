import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { wantsExplorer } from './explorer-page.ts';

const request = (method: string, accept: string | undefined, query: Record<string, string> = {}) =>
  ({ method, headers: accept === undefined ? {} : { accept }, query }) as unknown as FastifyRequest;

const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('which /graphql requests get the explorer page', () => {
  it('is a browser opening the address: a GET that accepts HTML and carries no operation', () => {
    expect(wantsExplorer(request('GET', browser))).toBe(true);
  });

  it('leaves every GraphQL request to GraphQL, whatever it accepts', () => {
    expect(wantsExplorer(request('GET', browser, { query: '{ __typename }' }))).toBe(false);
    expect(wantsExplorer(request('GET', browser, { extensions: '{}' }))).toBe(false);
    expect(wantsExplorer(request('POST', browser))).toBe(false);
    expect(wantsExplorer(request('GET', 'application/json'))).toBe(false);
    expect(wantsExplorer(request('GET', undefined))).toBe(false);
  });
});
