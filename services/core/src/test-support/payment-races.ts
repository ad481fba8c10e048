import { describe, expect, it } from 'vitest';
import type { CoreDeps } from '../application/deps.ts';
import { confirmPurchase } from '../application/payment/confirm-purchase.use-case.ts';
import { handlePaymentWebhook } from '../application/payment/handle-payment-webhook.use-case.ts';
import type { PaymentGateway } from '../application/payment/ports.ts';
import { startPurchase } from '../application/payment/start-purchase.use-case.ts';
import { updateProfile } from '../application/profile/update-profile.use-case.ts';
import { buildProfile } from '../application/testing/builders.ts';
import { type FakePaymentGateway, paidUsd } from '../application/testing/in-memory-payments.ts';
import type { Profile } from '../domain/profile/profile.ts';
import { raceTimeoutMs } from './race-timeout.ts';
import { raceRounds } from './write-races.ts';

// The payment races a live platform sees: Stripe re-delivering an event while the browser comes back from the
// payment page, a double click on Buy, a profile saved while the payment lands. Each fired `raceRounds` rounds
// against the fakes (unit), PostgreSQL and PGlite (integration), a fresh candidate per round.

/** What a payment race suite needs from the deps it runs on. */
export type PaymentRaceWorld = {
  deps: CoreDeps;
  gateway: FakePaymentGateway;
  /** Mails queued to this address (the outbox). */
  mailsTo(email: string): Promise<number>;
};

/** The deps with another payment gateway, inside their transactions too. */
export function withGateway(deps: CoreDeps, payments: PaymentGateway): CoreDeps {
  return {
    ...deps,
    payments,
    transaction: (work) => deps.transaction((tx) => work(withGateway(tx, payments))),
  };
}

/** Runs the payment race suite against the world `makeWorld` builds (once per suite). */
export function describePaymentRaces(name: string, makeWorld: () => Promise<PaymentRaceWorld>) {
  describe(`${name}: concurrent payment reports, ${raceRounds} rounds each`, { timeout: raceTimeoutMs }, () => {
    let w: PaymentRaceWorld;
    const world = async () => {
      w ??= await makeWorld();
      return w;
    };

    const candidateWithPurchase = async () => {
      const { deps } = await world();
      const candidate = buildProfile({ selectedExam: 'PTE' });
      await deps.profiles.save(candidate);
      const { purchase } = await startPurchase(deps, { actor: candidate, exam: 'PTE', plan: 'silver' });
      return { candidate, purchase, paymentId: purchase.providerPaymentId as string };
    };

    const stored = async (candidate: Profile) => (await w.deps.profiles.findByUserId(candidate.userId)) as Profile;

    it('the same success delivered 5 times at once fulfils once: one subscription change, one receipt', async () => {
      const { deps, gateway } = await world();
      for (let round = 0; round < raceRounds; round++) {
        const { candidate, purchase, paymentId } = await candidateWithPurchase();
        gateway.settle(paymentId, paidUsd(30));
        const event = gateway.signedEvent(paymentId, paidUsd(30));
        const results = await Promise.all(Array.from({ length: 5 }, () => handlePaymentWebhook(deps, event)));
        expect(results.filter((r) => r.result === 'succeeded')).toHaveLength(1);
        expect(results.filter((r) => r.result === 'unchanged')).toHaveLength(4);
        expect(await stored(candidate)).toMatchObject({ isSubscribed: true, plan: 'silver' });
        expect((await deps.purchases.findById(purchase.id))?.status).toBe('succeeded');
        expect(await w.mailsTo(candidate.email)).toBe(1);
      }
    });

    it('the webhook racing the return from the payment page fulfils once', async () => {
      const { deps, gateway } = await world();
      for (let round = 0; round < raceRounds; round++) {
        const { candidate, purchase, paymentId } = await candidateWithPurchase();
        gateway.settle(paymentId, paidUsd(30));
        const [, confirmed] = await Promise.all([
          handlePaymentWebhook(deps, gateway.signedEvent(paymentId, paidUsd(30))),
          confirmPurchase(deps, { actor: candidate, purchaseId: purchase.id }),
        ]);
        expect(confirmed.status).toBe('succeeded');
        expect(await stored(candidate)).toMatchObject({ isSubscribed: true, plan: 'silver' });
        expect(await w.mailsTo(candidate.email)).toBe(1);
      }
    });

    it('two starts of a purchase at once answer one purchase with one payment', async () => {
      const { deps, gateway } = await world();
      for (let round = 0; round < raceRounds; round++) {
        const candidate = buildProfile();
        await deps.profiles.save(candidate);
        const paymentsBefore = gateway.payments().length;
        const [a, b] = await Promise.all([
          startPurchase(deps, { actor: candidate, exam: 'OETDoctors', plan: 'gold' }),
          startPurchase(deps, { actor: candidate, exam: 'OETDoctors', plan: 'gold' }),
        ]);
        expect(b.purchase.id).toBe(a.purchase.id);
        expect(b.clientSecret).toBe(a.clientSecret);
        expect(gateway.payments().length - paymentsBefore).toBe(1);
        expect(await deps.purchases.listByUser(candidate.userId)).toHaveLength(1);
      }
    });

    it('a profile saved while the payment lands keeps both the edit and the plan', async () => {
      const { deps, gateway } = await world();
      for (let round = 0; round < raceRounds; round++) {
        const { candidate, paymentId } = await candidateWithPurchase();
        gateway.settle(paymentId, paidUsd(30));
        await Promise.all([
          handlePaymentWebhook(deps, gateway.signedEvent(paymentId, paidUsd(30))),
          updateProfile(deps, { actor: candidate, profileId: candidate.id, changes: { destination: 'NZ' } }),
        ]);
        expect(await stored(candidate)).toMatchObject({ destination: 'NZ', isSubscribed: true, plan: 'silver' });
      }
    });
  });
}
