import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildMockTest } from '../application/testing/builders.ts';
import { toeflKey } from '../domain/exam/exam.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

describe('public test lists /{exam}.json', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
  });

  it('lists the tests of one exam in sequence order, without signing in', async () => {
    const second = buildMockTest({
      id: 'iea-2',
      exam: 'IELTSAcademic',
      sequence: 2,
      title: 'Coastal towns',
      type: 'writing2',
    });
    const first = buildMockTest({
      id: 'iea-1',
      exam: 'IELTSAcademic',
      sequence: 1,
      title: 'Rail freight',
      type: 'writing1',
    });
    const other = buildMockTest({ id: 'pte-1', exam: 'PTE', sequence: 1, title: 'Urban gardens' });
    for (const test of [second, first, other]) await t.container.deps.mockTests.upsert(test);

    const response = await t.app.inject({ method: 'GET', url: '/ieltsacademic.json' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: 'iea-1', text: 'Rail freight', type: 'writing1' },
      { id: 'iea-2', text: 'Coastal towns', type: 'writing2' },
    ]);
  });

  it('serves every exam of the catalogue under its old lower-cased key, TOEFL as tofel', async () => {
    await t.container.deps.mockTests.upsert(
      buildMockTest({ id: 'tof-1', exam: toeflKey, sequence: 1, title: 'Campus email' }),
    );

    const toefl = await t.app.inject({ method: 'GET', url: '/tofel.json' });
    expect(toefl.json()).toEqual([{ id: 'tof-1', text: 'Campus email', type: 'writing2' }]);

    for (const name of ['ieltsgeneral', 'oetnurses', 'oetdoctors', 'pte']) {
      const response = await t.app.inject({ method: 'GET', url: `/${name}.json` });
      expect(response.statusCode, name).toBe(200);
      expect(response.json(), name).toEqual([]);
    }
  });

  it('answers 304 to a client that holds the current list, and the new list once the bank changed', async () => {
    const test = buildMockTest({ id: 'pte-1', exam: 'PTE', sequence: 1, title: 'Urban gardens' });
    await t.container.deps.mockTests.upsert(test);

    const first = await t.app.inject({ method: 'GET', url: '/pte.json' });
    const etag = String(first.headers.etag);
    expect(first.statusCode).toBe(200);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');

    const again = await t.app.inject({ method: 'GET', url: '/pte.json', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // A list of tags, or the weak form of this one, matches too; another list's tag does not.
    const listed = await t.app.inject({
      method: 'GET',
      url: '/pte.json',
      headers: { 'if-none-match': `"elsewhere", W/${etag}` },
    });
    expect(listed.statusCode).toBe(304);
    const other = await t.app.inject({ method: 'GET', url: '/tofel.json', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);

    // The seed writes a new version of the test: the client's copy is stale and it gets the new list.
    await t.container.deps.mockTests.upsert({ ...test, title: 'Rooftop gardens' });
    const changed = await t.app.inject({ method: 'GET', url: '/pte.json', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual([{ id: 'pte-1', text: 'Rooftop gardens', type: 'writing2' }]);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers an unknown list name with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/toeic.json' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: expect.stringContaining('toeic') } });
  });
});
