/**
 * SQL of "the claim on `a` is live" (domain/attempt/claim-expiry.ts: held and not isClaimExpired). One parameter: the
 * moment idle claims lapse before (now minus the idle minutes): a claim last touched then or earlier has expired.
 */
export const claimLiveSql = (a: string) =>
  `(${a}.claimed_by is not null and (coalesce(${a}.claim_touched_at, ${a}.claimed_at) is null or coalesce(${a}.claim_touched_at, ${a}.claimed_at) > ?))`;

/** SQL of "nobody holds `a`": unclaimed, or its claim expired. One parameter, as claimLiveSql. */
export const claimFreeSql = (a: string) => `(not ${claimLiveSql(a)})`;
