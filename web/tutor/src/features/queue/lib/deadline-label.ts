import type { DeadlineState } from '../../../gql/graphql';

export type DeadlineLabel = { text: string; badgeClass: string; rowClass: string };

/**
 * The queue's deadline label, from the server's verdict alone (QueueItem.deadlineState): "Overdue" past the deadline,
 * "Near deadline" only before it, nothing while on track.
 */
export function deadlineLabel(state: DeadlineState): DeadlineLabel | null {
  if (state === 'OVERDUE') return { text: 'Overdue', badgeClass: 'overdue-badge', rowClass: 'row-overdue' };
  if (state === 'NEAR_DEADLINE') {
    return { text: 'Near deadline', badgeClass: 'near-deadline-badge', rowClass: 'row-near-deadline' };
  }
  return null;
}
