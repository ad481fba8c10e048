import { activeClaimHolder } from '../../domain/attempt/claim-expiry.ts';
import type { CoreDeps } from '../deps.ts';
import type { GradingRow } from './grading-row.ts';

/** A row as readers see it: an expired claim (CLAIM_IDLE_MINUTES without a touch) shows as unclaimed. */
export function withLiveClaim(deps: Pick<CoreDeps, 'settings'>, row: GradingRow, now: Date): GradingRow {
  if (activeClaimHolder(row.attempt, deps.settings.claimIdleMinutes, now) === row.attempt.claimedBy) return row;
  return { ...row, attempt: { ...row.attempt, claimedBy: null }, claimedByName: null };
}
