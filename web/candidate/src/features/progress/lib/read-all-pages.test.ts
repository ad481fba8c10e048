import { describe, expect, it } from 'vitest';
import { readAllPages } from './read-all-pages';

describe('readAllPages', () => {
  it('follows the cursor to the last page, keeping every item in order', async () => {
    const pages = new Map([
      [null, { items: [1, 2], hasNextPage: true, endCursor: 'a' }],
      ['a', { items: [3, 4], hasNextPage: true, endCursor: 'b' }],
      ['b', { items: [5], hasNextPage: false, endCursor: 'c' }],
    ]);
    const asked: (string | null)[] = [];
    const all = await readAllPages(async (after) => {
      asked.push(after);
      return pages.get(after) ?? { items: [], hasNextPage: false, endCursor: null };
    });
    expect(all).toEqual([1, 2, 3, 4, 5]);
    expect(asked).toEqual([null, 'a', 'b']);
  });

  it('stops after the page limit when the server keeps saying there is more', async () => {
    let calls = 0;
    await readAllPages(async () => ({ items: [calls++], hasNextPage: true, endCursor: 'again' }), 3);
    expect(calls).toBe(3);
  });
});
