import type { WebhookDeliveryStatus, WebhookEventType } from '../../../gql/graphql';

export const webhookEventLabels: Record<WebhookEventType, { name: string; hint: string }> = {
  ATTEMPT_SUBMITTED: { name: 'attempt.submitted', hint: 'a candidate submitted, or time ran out' },
  EVALUATION_RELEASED: { name: 'evaluation.released', hint: 'the candidate can read the evaluation' },
  EVALUATION_OVERDUE: { name: 'evaluation.overdue', hint: 'a deadline passed with no evaluation' },
  PURCHASE_SUCCEEDED: { name: 'purchase.succeeded', hint: 'a plan was paid for' },
  PURCHASE_REFUNDED: { name: 'purchase.refunded', hint: 'a payment was refunded' },
};

export const webhookEventTypes = Object.keys(webhookEventLabels) as WebhookEventType[];

export const deliveryStatusLabels: Record<WebhookDeliveryStatus, { label: string; className: string }> = {
  PENDING: { label: 'Pending', className: 'status-mine' },
  DELIVERED: { label: 'Delivered', className: 'status-done' },
  FAILED: { label: 'Failed', className: 'status-failed' },
};
