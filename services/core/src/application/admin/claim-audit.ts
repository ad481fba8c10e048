import type { ClaimChange } from '../../domain/attempt/claim-change.ts';

/** Every admin reassignment of a claim, written in the transaction of the reassignment itself. */
export type ClaimAuditLog = {
  record(change: ClaimChange): Promise<void>;
  /** Newest first; only one attempt's changes when `attemptId` is given. */
  list(options: { limit: number; attemptId?: string }): Promise<ClaimChange[]>;
};
