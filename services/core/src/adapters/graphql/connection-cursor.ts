import { DomainError } from '../../domain/shared/domain-error.ts';

/** The lists a cursor can belong to; a cursor of one list is refused by another. */
export type CursorList = 'attempts' | 'queue' | 'graded';

const pattern = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * An opaque cursor naming the entry to continue after. It holds the list and the entry's id, never the sort key: the
 * server reads that from the stored entry, so the order cannot be forged or drift by a rounding.
 */
export function encodeCursor(list: CursorList, id: string): string {
  return Buffer.from(`${list}:${id}`, 'utf8').toString('base64url');
}

/** The id of the entry an `after` cursor names; null without one; BAD_USER_INPUT for one this list never gave out. */
export function afterIdOf(list: CursorList, after: string | null | undefined): string | null {
  if (after === null || after === undefined) return null;
  const refuse = () =>
    new DomainError(
      'BAD_USER_INPUT',
      'CURSOR_INVALID',
      'The cursor "after" is not one this list gave out; pass a cursor it answered.',
    );
  if (!pattern.test(after)) throw refuse();
  const text = Buffer.from(after, 'base64url').toString('utf8');
  const prefix = `${list}:`;
  if (!text.startsWith(prefix) || text.length === prefix.length) throw refuse();
  return text.slice(prefix.length);
}

/** `first` within 1..maxPageSize (GRAPHQL_MAX_PAGE_SIZE), else BAD_USER_INPUT naming the range. */
export function checkFirst(first: number | null | undefined, maxPageSize: number): number {
  const value = first ?? 20;
  if (!Number.isInteger(value) || value < 1 || value > maxPageSize) {
    throw new DomainError('BAD_USER_INPUT', 'PAGE_INVALID', `"first" must be a whole number from 1 to ${maxPageSize}.`);
  }
  return value;
}

/** A connection (edges with cursors, pageInfo) from one slice of a list. */
export function connectionOf<T>(
  list: CursorList,
  slice: { items: T[]; hasNextPage: boolean },
  idOf: (item: T) => string,
) {
  const edges = slice.items.map((node) => ({ cursor: encodeCursor(list, idOf(node)), node }));
  return { edges, pageInfo: { hasNextPage: slice.hasNextPage, endCursor: edges.at(-1)?.cursor ?? null } };
}
