import { describe, expect, it } from 'vitest';
import type { Profile } from '../profile/profile.ts';
import { newProfile } from '../profile/profile-rules.ts';
import { expiryNoticeDue, fulfilmentApplies, isHeldBy, revokePlan, subscribe } from './fulfilment.ts';
import type { Purchase } from './purchase.ts';
import { newPurchase } from './purchase-rules.ts';

const paidAt = new Date('2025-06-01T12:00:00Z');

const candidate = (overrides: Partial<Profile> = {}): Profile => ({
  ...newProfile({
    id: 'profile-1',
    userId: 'uid-1',
    email: 'mei@example.test',
    fullName: 'Mei Lin',
    photoUrl: null,
    emailVerified: true,
    provider: 'Google',
    now: new Date('2025-01-01T00:00:00Z'),
  }),
  ...overrides,
});

const bought = (plan: Purchase['plan'], exam: Purchase['exam'] = 'IELTSAcademic'): Purchase => ({
  ...newPurchase({ id: 'purchase-1', userId: 'uid-1', exam, plan, gateway: 'simulated', now: paidAt }),
  status: 'succeeded',
});

describe('fulfilment', () => {
  it('subscribes the candidate with the plan and exam, for 3 months, with the exam names of the plan', () => {
    const profile = subscribe(candidate({ selectedExam: 'OETNurses' }), bought('silver', 'IELTSGeneral'), paidAt);
    expect(profile).toMatchObject({
      isSubscribed: true,
      plan: 'silver',
      selectedExam: 'IELTSGeneral',
      purchasedAt: paidAt,
      expiresAt: new Date('2025-09-01T12:00:00Z'),
    });
    expect(profile.examNames).toEqual(Array.from({ length: 12 }, (_, i) => `IEG${i + 1}`));
  });

  it('an upgrade keeps the exam and restarts the 3 months from the upgrade', () => {
    const bronze = subscribe(candidate(), bought('bronze'), new Date('2025-03-10T08:00:00Z'));
    expect(fulfilmentApplies(bronze, bought('gold'), paidAt)).toBe(true);
    const gold = subscribe(bronze, bought('gold'), paidAt);
    expect(gold).toMatchObject({
      plan: 'gold',
      selectedExam: 'IELTSAcademic',
      expiresAt: new Date('2025-09-01T12:00:00Z'),
    });
    expect(gold.examNames).toHaveLength(20);
  });

  it('never downgrades: a lower or equal plan paid later leaves the active plan as it is', () => {
    const gold = subscribe(candidate(), bought('gold'), paidAt);
    expect(fulfilmentApplies(gold, bought('silver'), paidAt)).toBe(false);
    expect(fulfilmentApplies(gold, bought('gold'), paidAt)).toBe(false);
  });

  it('applies any plan again once the previous one expired', () => {
    const gold = subscribe(candidate(), bought('gold'), paidAt);
    expect(fulfilmentApplies(gold, bought('bronze'), new Date('2025-09-02T00:00:00Z'))).toBe(true);
  });

  it('knows which purchase holds the plan, and a refund of it takes the plan away', () => {
    const purchase = bought('silver');
    const profile = subscribe(candidate(), purchase, paidAt);
    const held = { ...purchase, planExpiresAt: profile.expiresAt };
    expect(isHeldBy(profile, held)).toBe(true);
    expect(isHeldBy(profile, { ...held, planExpiresAt: new Date('2025-07-01T00:00:00Z') })).toBe(false);
    expect(revokePlan(profile)).toMatchObject({ isSubscribed: false, plan: null, expiresAt: null, examNames: [] });
  });

  it('is due for the expiry notice once the held plan has expired, not before, and not when replaced', () => {
    const purchase = bought('bronze');
    const profile = subscribe(candidate(), purchase, paidAt);
    const held = { ...purchase, planExpiresAt: profile.expiresAt };
    expect(expiryNoticeDue(profile, held, new Date('2025-09-01T11:59:59Z'))).toBe(false);
    expect(expiryNoticeDue(profile, held, new Date('2025-09-01T12:00:01Z'))).toBe(true);
    const upgraded = subscribe(profile, bought('gold'), new Date('2025-08-01T00:00:00Z'));
    expect(expiryNoticeDue(upgraded, held, new Date('2025-09-02T00:00:00Z'))).toBe(false);
  });
});
