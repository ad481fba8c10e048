/** GraphQL list arguments with their defaults; the use cases check the range (limit 1..100, offset from 0). */
export function pageFrom(limit: number | null | undefined, offset: number | null | undefined) {
  return { limit: limit ?? 50, offset: offset ?? 0 };
}
