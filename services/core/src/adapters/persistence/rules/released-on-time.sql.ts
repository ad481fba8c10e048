/**
 * SQL of releasedOnTime (domain/evaluation/released-on-time.ts) for the published evaluation `e` of the attempt `a`:
 * published no later than the deadline, or with no deadline to keep.
 */
export const releasedOnTimeSql = (e: string, a: string) =>
  `(${e}.published_at is not null and (${a}.deadline_at is null or ${e}.published_at <= ${a}.deadline_at))`;
