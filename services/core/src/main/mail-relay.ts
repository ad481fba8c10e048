import { startOutboxRelayLoop } from '../adapters/scheduling/outbox-relay-loop.ts';
import type { ReconcileLoop } from '../adapters/scheduling/reconcile-loop.ts';
import type { RelayPolicy } from '../application/mail/relay-outbox.use-case.ts';
import type { Container } from './container.ts';
import type { MailConfig } from './mail-settings.ts';

/** The relay's retry and batch policy from the settings. */
export function relayPolicy(mail: MailConfig): RelayPolicy {
  return {
    maxTries: mail.maxTries,
    retryBaseSeconds: mail.retryBaseSeconds,
    retryMaxSeconds: mail.retryMaxSeconds,
    claimLeaseSeconds: mail.claimLeaseSeconds,
    batchSize: mail.batchSize,
  };
}

/**
 * Starts the outbox relay when SMTP_URL is set (the worker in full mode, the server in embedded mode); without it
 * says once that mails stay in the outbox, and returns null.
 */
export function startMailRelay(container: Pick<Container, 'config' | 'logger' | 'mailRelay'>): ReconcileLoop | null {
  const { config, logger, mailRelay } = container;
  if (!mailRelay) {
    logger.info('mail: SMTP_URL is not set, so mails are kept in the outbox and not sent');
    return null;
  }
  logger.info(
    `mail: sending the outbox through ${new URL(config.mail.smtpUrl ?? '').host} every ${config.mail.relayIntervalSeconds} s`,
  );
  return startOutboxRelayLoop({
    relay: mailRelay,
    policy: relayPolicy(config.mail),
    intervalMs: config.mail.relayIntervalSeconds * 1000,
    timeoutMs: config.mail.claimLeaseSeconds * 1000,
    logger,
  });
}
