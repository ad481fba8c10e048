export type QueueStatusInput = {
  claimedByMe: boolean;
  claimedBy: string | null;
  evaluation: { published: boolean } | null;
};

export type QueueStatus = { label: string; tone: 'neutral' | 'mine' | 'other' | 'draft' | 'done' };

/** Where an attempt stands in the grading workflow, from the current tutor's point of view. */
export function queueStatus(item: QueueStatusInput): QueueStatus {
  if (item.evaluation?.published) return { label: 'Published', tone: 'done' };
  if (item.claimedByMe && item.evaluation) return { label: 'Draft saved', tone: 'draft' };
  if (item.claimedByMe) return { label: 'Claimed by you', tone: 'mine' };
  if (item.claimedBy) return { label: `Claimed by ${item.claimedBy}`, tone: 'other' };
  return { label: 'Unclaimed', tone: 'neutral' };
}
