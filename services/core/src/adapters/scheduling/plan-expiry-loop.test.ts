import { expect, it, vi } from 'vitest';
import { handlePaymentWebhook } from '../../application/payment/handle-payment-webhook.use-case.ts';
import { startPurchase } from '../../application/payment/start-purchase.use-case.ts';
import { buildProfile } from '../../application/testing/builders.ts';
import { createInMemoryDeps } from '../../application/testing/in-memory-deps.ts';
import { paidUsd } from '../../application/testing/in-memory-payments.ts';
import { startPlanExpiryLoop } from './plan-expiry-loop.ts';

it('queues the plan-expired notice of an expired plan from its first pass, once', async () => {
  const candidate = buildProfile({ email: 'kai@example.test' });
  const deps = createInMemoryDeps({ profiles: [candidate], now: '2025-06-01T09:00:00Z' });
  const { purchase } = await startPurchase(deps, { actor: candidate, exam: 'PTE', plan: 'gold' });
  const paymentId = purchase.providerPaymentId as string;
  deps.payments.settle(paymentId, paidUsd(50));
  await handlePaymentWebhook(deps, deps.payments.signedEvent(paymentId, paidUsd(50)));
  deps.clock.set('2025-09-02T00:00:00Z');

  const lines: string[] = [];
  const logger = {
    info: (line: string) => lines.push(line),
    warn: () => {},
    error: (line: string) => lines.push(line),
  };
  const loop = startPlanExpiryLoop({ deps, intervalMs: 60_000, timeoutMs: 5_000, batchSize: 10, logger });
  try {
    await vi.waitFor(() => expect(lines).toContain('plan expiry notices: 1 notice(s) queued'));
  } finally {
    await loop.stop();
  }
  expect(deps.mailer.sent.map((mail) => mail.subject)).toEqual([
    expect.stringMatching(/^Your receipt/),
    'Your Gold plan has expired',
  ]);
});
