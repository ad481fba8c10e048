import { describe, expect, it } from 'vitest';
import type { Profile } from '../profile/profile.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { Purchase } from './purchase.ts';
import { applyOutcome, checkPurchasable, newPurchase, priceFor, requirePlanKey } from './purchase-rules.ts';

const now = new Date('2025-06-01T12:00:00Z');
const later = new Date('2025-06-01T12:05:00Z');

type Holder = Pick<Profile, 'isSubscribed' | 'plan' | 'expiresAt' | 'selectedExam'>;
const noPlan: Holder = { isSubscribed: false, plan: null, expiresAt: null, selectedExam: 'IELTSAcademic' };
const holding = (plan: 'bronze' | 'silver' | 'gold', expiresAt = new Date('2025-08-01T00:00:00Z')): Holder => ({
  isSubscribed: true,
  plan,
  expiresAt,
  selectedExam: 'IELTSAcademic',
});

const purchase = (overrides: Partial<Purchase> = {}): Purchase => ({
  ...newPurchase({
    id: 'a1b2c3d4-0000-4000-8000-000000000000',
    userId: 'uid-1',
    exam: 'PTE',
    plan: 'silver',
    gateway: 'stripe',
    now,
  }),
  providerPaymentId: 'pi_1',
  ...overrides,
});

function errorOf(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

describe('pricing', () => {
  it("charges the catalogue's price in US dollars, whatever the buyer held", () => {
    expect(newPurchase({ id: 'p', userId: 'u', exam: 'PTE', plan: 'gold', gateway: 'simulated', now })).toMatchObject({
      amountUsd: 50,
      currency: 'USD',
      status: 'pending',
    });
    expect([priceFor('bronze'), priceFor('silver'), priceFor('gold')]).toEqual([20, 30, 50]);
  });

  it('knows bronze, silver and gold in any case, and names them for anything else', () => {
    expect(requirePlanKey(' Gold ')).toBe('gold');
    expect(errorOf(() => requirePlanKey('platinum'))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: "Unknown plan 'platinum'. Choose bronze, silver or gold.",
    });
  });
});

describe('what may be bought', () => {
  it('anything without a plan, or once the plan expired', () => {
    expect(() => checkPurchasable(noPlan, 'PTE', 'bronze', now)).not.toThrow();
    const expired = holding('gold', new Date('2025-05-01T00:00:00Z'));
    expect(() => checkPurchasable(expired, 'PTE', 'bronze', now)).not.toThrow();
  });

  it('only a higher plan while a plan is active', () => {
    expect(() => checkPurchasable(holding('bronze'), 'IELTSAcademic', 'silver', now)).not.toThrow();
    expect(() => checkPurchasable(holding('bronze'), 'IELTSAcademic', 'gold', now)).not.toThrow();
    expect(errorOf(() => checkPurchasable(holding('silver'), 'IELTSAcademic', 'silver', now))).toMatchObject({
      code: 'CONFLICT',
      message: 'You hold the Silver plan until it expires; only a higher plan can be bought now.',
    });
    expect(errorOf(() => checkPurchasable(holding('gold'), 'IELTSAcademic', 'bronze', now)).code).toBe('CONFLICT');
  });

  it('an upgrade keeps the exam of the plan', () => {
    expect(errorOf(() => checkPurchasable(holding('bronze'), 'PTE', 'gold', now)).message).toBe(
      'An upgrade keeps the exam of your plan (IELTS-Academic); it cannot change to PTE.',
    );
  });
});

describe("recording the provider's word", () => {
  const paid = { status: 'succeeded', amountCents: 3000, currency: 'usd' } as const;

  it('a success marks the purchase paid with a receipt number, once', () => {
    const first = applyOutcome(purchase(), paid, later);
    expect(first.change).toBe('succeeded');
    expect(first.purchase).toMatchObject({
      status: 'succeeded',
      succeededAt: later,
      receiptNumber: 'MT-20250601-A1B2C3D4',
    });
    expect(applyOutcome(first.purchase, paid, later).change).toBeNull();
  });

  it('a declined card keeps the message, and a retry on the same payment may still succeed', () => {
    const declined = applyOutcome(purchase(), { status: 'failed', message: 'Your card was declined.' }, later);
    expect(declined.purchase).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
    const retried = applyOutcome(declined.purchase, paid, later);
    expect(retried.purchase).toMatchObject({ status: 'succeeded', failureMessage: null });
  });

  it('a late failure never undoes a success; a refund is final', () => {
    const succeeded = applyOutcome(purchase(), paid, later).purchase;
    expect(applyOutcome(succeeded, { status: 'failed', message: 'late' }, later).change).toBeNull();
    const refunded = applyOutcome(succeeded, { status: 'refunded' }, later);
    expect(refunded.purchase).toMatchObject({ status: 'refunded', refundedAt: later });
    expect(applyOutcome(refunded.purchase, paid, later).change).toBeNull();
    expect(applyOutcome(refunded.purchase, { status: 'refunded' }, later).change).toBeNull();
  });

  it('refuses a success of another amount or currency than the price', () => {
    expect(errorOf(() => applyOutcome(purchase(), { ...paid, amountCents: 100 }, later))).toMatchObject({
      code: 'CONFLICT',
      message: 'The payment of 1 USD does not match the price of this purchase.',
    });
    expect(errorOf(() => applyOutcome(purchase(), { ...paid, currency: 'eur' }, later)).code).toBe('CONFLICT');
  });

  it('a pending report changes nothing', () => {
    expect(applyOutcome(purchase(), { status: 'pending' }, later).change).toBeNull();
  });
});
