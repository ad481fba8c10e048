import type { Clock, IdGenerator } from '../shared/ports.ts';
import type { MailSender, OutboxEntry, OutboxRelayStore } from './ports.ts';

export type RelayPolicy = {
  /** A row is tried at most this many times, then marked failed with the last error. */
  maxTries: number;
  /** The wait after the first failed try; doubled after each further one. */
  retryBaseSeconds: number;
  /** Upper bound of that wait. */
  retryMaxSeconds: number;
  /** How long a claimed row is held: a relay that dies mid-send leaves it to be retried after this. */
  claimLeaseSeconds: number;
  /** At most this many rows per pass. */
  batchSize: number;
};

export type RelayDeps = { clock: Clock; ids: IdGenerator; outbox: OutboxRelayStore; sender: MailSender };

export type RelayOutcome = { sent: number; retrying: number; failed: number; takenByAnother: number };

/** Seconds to wait before try number `tries + 1`, after `tries` failed ones: base, 2 x base, 4 x base ... capped. */
export function retryDelaySeconds(tries: number, policy: Pick<RelayPolicy, 'retryBaseSeconds' | 'retryMaxSeconds'>) {
  return Math.min(policy.retryMaxSeconds, policy.retryBaseSeconds * 2 ** Math.max(0, tries - 1));
}

/**
 * Sends the due outbox rows, oldest first, each at most once: a row is claimed by a conditional update before its
 * send, so when two relays run at once only one of them sends it. A refused or unreachable send is retried with
 * exponential backoff and marked failed, with the error, after `maxTries`. The send id is the Message-ID, the same
 * on every try, so a receiver can tell a retry after a lost answer from a new mail.
 */
export async function relayOutbox(deps: RelayDeps, policy: RelayPolicy, signal?: AbortSignal): Promise<RelayOutcome> {
  const outcome: RelayOutcome = { sent: 0, retrying: 0, failed: 0, takenByAnother: 0 };
  for (const due of await deps.outbox.listDue(deps.clock.now(), policy.batchSize)) {
    signal?.throwIfAborted();
    const now = deps.clock.now();
    const claimed = await deps.outbox.claim(due, {
      now,
      leaseUntil: new Date(now.getTime() + policy.claimLeaseSeconds * 1000),
      newSendId: `${deps.ids.newId()}@mocktest`,
    });
    if (!claimed) {
      outcome.takenByAnother++;
      continue;
    }
    outcome[await sendClaimed(deps, policy, claimed)]++;
  }
  return outcome;
}

async function sendClaimed(
  deps: RelayDeps,
  policy: RelayPolicy,
  claimed: OutboxEntry,
): Promise<'sent' | 'retrying' | 'failed'> {
  try {
    await deps.sender.deliver({
      to: claimed.to,
      subject: claimed.subject,
      text: claimed.text,
      ...(claimed.html ? { html: claimed.html } : {}),
      messageId: `<${claimed.sendId}>`,
      ...(claimed.trace ? { trace: claimed.trace } : {}),
    });
  } catch (error) {
    const reason = describeSendError(error);
    if (claimed.tries >= policy.maxTries) {
      await deps.outbox.markFailed(claimed, reason);
      return 'failed';
    }
    const waitMs = retryDelaySeconds(claimed.tries, policy) * 1000;
    await deps.outbox.markRetry(claimed, reason, new Date(deps.clock.now().getTime() + waitMs));
    return 'retrying';
  }
  await deps.outbox.markSent(claimed, deps.clock.now());
  return 'sent';
}

/** One line for the back office: the server's answer when there is one. */
function describeSendError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > 1000 ? `${message.slice(0, 1000)}…` : message;
}
