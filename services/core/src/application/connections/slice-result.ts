/** One slice of a list with whether more follow, cut from the `first + 1` entries a keyset read returned. */
export type SliceResult<T> = { items: T[]; hasNextPage: boolean };

export function sliceOf<T>(rows: T[], first: number): SliceResult<T> {
  return { items: rows.slice(0, first), hasNextPage: rows.length > first };
}
