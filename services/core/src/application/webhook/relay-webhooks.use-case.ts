import { webhookRetryDelayMs } from '../../domain/webhook/webhook-rules.ts';
import type { Clock } from '../shared/ports.ts';
import type {
  ClaimedDelivery,
  SendResult,
  WebhookDeliveryStore,
  WebhookSecretBox,
  WebhookSender,
  WebhookSettings,
} from './ports.ts';

export type WebhookRelayPolicy = WebhookSettings & {
  /** How long a claimed delivery is held: a relay that dies mid-send leaves it to be tried again after this. */
  claimLeaseMs: number;
  batchSize: number;
};

export type WebhookRelayDeps = {
  clock: Clock;
  deliveries: WebhookDeliveryStore;
  secrets: WebhookSecretBox;
  sender: WebhookSender;
};

export type WebhookRelayOutcome = { delivered: number; retrying: number; failed: number; takenByAnother: number };

/**
 * Sends the due webhook deliveries, oldest first. Each is claimed by a conditional update before its POST, so of two
 * relays running at once only one sends it: a delivery is sent once per try, and sent again only after a failed try
 * or a lease that ran out (a relay that died mid-send), always with the same event id. A receiver answering 2xx
 * settles it; anything else (an error status, a timeout, an unreachable or refused host) is retried with exponential
 * backoff until the delivery's `retryUntil`, then marked failed with the last status and error.
 */
export async function relayWebhooks(
  deps: WebhookRelayDeps,
  policy: WebhookRelayPolicy,
  signal?: AbortSignal,
): Promise<WebhookRelayOutcome> {
  const outcome: WebhookRelayOutcome = { delivered: 0, retrying: 0, failed: 0, takenByAnother: 0 };
  const due = await deps.deliveries.listDue(deps.clock.now(), policy.batchSize);
  // The batch's POSTs run side by side: one slow receiver must not hold the others back for its whole timeout.
  await Promise.all(
    due.map(async (delivery) => {
      signal?.throwIfAborted();
      const now = deps.clock.now();
      const claimed = await deps.deliveries.claim(delivery, {
        now,
        leaseUntil: new Date(now.getTime() + policy.claimLeaseMs),
      });
      if (!claimed) {
        outcome.takenByAnother++;
        return;
      }
      outcome[await sendClaimed(deps, policy, claimed)]++;
    }),
  );
  return outcome;
}

async function sendClaimed(
  deps: WebhookRelayDeps,
  policy: WebhookRelayPolicy,
  claimed: ClaimedDelivery,
): Promise<'delivered' | 'retrying' | 'failed'> {
  let result: SendResult;
  try {
    result = await deps.sender.send({
      url: claimed.url,
      secret: deps.secrets.open(claimed.sealedSecret),
      eventId: claimed.eventId,
      eventType: claimed.eventType,
      body: claimed.body,
    });
  } catch (error) {
    result = { ok: false, statusCode: null, error: error instanceof Error ? error.message : String(error) };
  }
  const now = deps.clock.now();
  if (result.ok) {
    await deps.deliveries.markDelivered(claimed, { statusCode: result.statusCode, at: now });
    return 'delivered';
  }
  const failure = { statusCode: result.statusCode, error: result.error.slice(0, 1000) };
  const next = new Date(
    now.getTime() + webhookRetryDelayMs(claimed.tries, { baseMs: policy.retryBaseMs, maxMs: policy.retryMaxMs }),
  );
  if (next.getTime() > claimed.retryUntil.getTime()) {
    await deps.deliveries.markFailed(claimed, failure);
    return 'failed';
  }
  await deps.deliveries.markRetry(claimed, failure, next);
  return 'retrying';
}
