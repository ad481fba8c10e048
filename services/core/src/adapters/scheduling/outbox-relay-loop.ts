import { type RelayDeps, type RelayPolicy, relayOutbox } from '../../application/mail/relay-outbox.use-case.ts';
import type { SchedulingLogger } from './rate-limited-log.ts';
import { type ReconcileLoop, startReconcileLoop } from './reconcile-loop.ts';

/**
 * Sends the due outbox mails at start and every `intervalMs` (the worker in full mode, the server in embedded mode).
 * Several processes may run it: each row is claimed before its send, so none is sent twice.
 */
export function startOutboxRelayLoop(options: {
  relay: RelayDeps;
  policy: RelayPolicy;
  intervalMs: number;
  timeoutMs: number;
  logger: SchedulingLogger;
}): ReconcileLoop {
  const idle = ': 0 sent, 0 to retry, 0 failed, 0 taken by another relay';
  // A pass with nothing to send says nothing: one line every few seconds would bury the ones that matter.
  const logger = {
    info: (line: string) => (line.endsWith(idle) ? undefined : options.logger.info(line)),
    error: (line: string) => options.logger.error(line),
  };
  return startReconcileLoop({
    name: 'mail relay',
    intervalMs: options.intervalMs,
    timeoutMs: options.timeoutMs,
    logger,
    pass: async (signal) => {
      const { sent, retrying, failed, takenByAnother } = await relayOutbox(options.relay, options.policy, signal);
      return `${sent} sent, ${retrying} to retry, ${failed} failed, ${takenByAnother} taken by another relay`;
    },
  });
}
