import { type ReconcileLoop, startReconcileLoop } from '../adapters/scheduling/reconcile-loop.ts';
import { relayWebhooks, type WebhookRelayPolicy } from '../application/webhook/relay-webhooks.use-case.ts';
import type { Container } from './container.ts';
import type { WebhookConfig } from './webhook-settings.ts';

/** The relay's retry and batch policy from the settings. */
export function webhookRelayPolicy(webhooks: WebhookConfig): WebhookRelayPolicy {
  return {
    retryForMs: webhooks.retryForMs,
    retryBaseMs: webhooks.retryBaseMs,
    retryMaxMs: webhooks.retryMaxMs,
    claimLeaseMs: webhooks.claimLeaseMs,
    batchSize: webhooks.batchSize,
  };
}

/**
 * Sends the webhook outbox at start and every WEBHOOK_RELAY_INTERVAL_MS (the worker in full mode, the server in
 * embedded mode). Several processes may run it: each delivery is claimed before its POST.
 */
export function startWebhookRelay(container: Pick<Container, 'config' | 'logger' | 'webhookRelay'>): ReconcileLoop {
  const { config, logger, webhookRelay } = container;
  const idle = ': 0 delivered, 0 to retry, 0 failed, 0 taken by another relay';
  return startReconcileLoop({
    name: 'webhook relay',
    intervalMs: config.webhooks.relayIntervalMs,
    timeoutMs: config.webhooks.claimLeaseMs,
    logger: {
      // A pass with nothing to send says nothing: one line every few seconds would bury the ones that matter.
      info: (line: string) => (line.endsWith(idle) ? undefined : logger.info(line)),
      error: (line: string) => logger.error(line),
    },
    pass: async (signal) => {
      const { delivered, retrying, failed, takenByAnother } = await relayWebhooks(
        webhookRelay,
        webhookRelayPolicy(config.webhooks),
        signal,
      );
      return `${delivered} delivered, ${retrying} to retry, ${failed} failed, ${takenByAnother} taken by another relay`;
    },
  });
}
