import { describe, expect, it } from 'vitest';
import type { Profile } from '../profile/profile.ts';
import {
  arePromptsVisible,
  evaluationMinutesFor,
  hasActivePlan,
  isPlanExpired,
  isTestUnlocked,
} from './test-access.ts';

const now = new Date('2025-06-01T12:00:00Z');

type Holder = Pick<Profile, 'role' | 'selectedExam' | 'isSubscribed' | 'plan' | 'expiresAt' | 'extraTests'>;
function holder(overrides: Partial<Holder> = {}): Holder {
  return {
    role: 'candidate',
    selectedExam: 'IELTSAcademic',
    isSubscribed: false,
    plan: null,
    expiresAt: null,
    extraTests: 0,
    ...overrides,
  };
}
const subscriber = (plan: 'bronze' | 'silver' | 'gold', expiresAt = new Date('2025-08-01T00:00:00Z')) =>
  holder({ isSubscribed: true, plan, expiresAt });
const test = (sequence: number, exam: Profile['selectedExam'] = 'IELTSAcademic') => ({ exam, sequence });

describe('test access', () => {
  it('gives every signed-in candidate the first test of every exam for free', () => {
    expect(isTestUnlocked(holder(), test(1), now)).toBe(true);
    expect(isTestUnlocked(holder(), test(1, 'PTE'), now)).toBe(true);
    expect(isTestUnlocked(holder(), test(2), now)).toBe(false);
  });

  it("unlocks as many tests as the plan's allowance", () => {
    expect(isTestUnlocked(subscriber('bronze'), test(6), now)).toBe(true);
    expect(isTestUnlocked(subscriber('bronze'), test(7), now)).toBe(false);
    expect(isTestUnlocked(subscriber('silver'), test(12), now)).toBe(true);
    expect(isTestUnlocked(subscriber('silver'), test(13), now)).toBe(false);
    expect(isTestUnlocked(subscriber('gold'), test(20), now)).toBe(true);
    expect(isTestUnlocked(subscriber('gold'), test(21), now)).toBe(false);
  });

  it('locks paid tests again once the plan has expired', () => {
    const expired = subscriber('gold', new Date('2025-05-31T23:59:59Z'));
    expect(hasActivePlan(expired, now)).toBe(false);
    expect(isTestUnlocked(expired, test(2), now)).toBe(false);
    expect(isTestUnlocked(expired, test(1), now)).toBe(true);
  });

  it('keeps the plan active up to the expiry instant', () => {
    expect(hasActivePlan(subscriber('bronze', now), now)).toBe(true);
  });

  it('unlocks paid tests only for the exam the plan was bought for', () => {
    expect(isTestUnlocked(subscriber('gold'), test(2, 'PTE'), now)).toBe(false);
  });

  it('ignores a plan key without the subscribed flag', () => {
    expect(isTestUnlocked(holder({ plan: 'gold' }), test(2), now)).toBe(false);
  });

  it('adds each credited extra test to the allowance of the exam the candidate prepares for', () => {
    const credited = { ...subscriber('bronze'), extraTests: 1 };
    expect(isTestUnlocked(credited, test(7), now)).toBe(true);
    expect(isTestUnlocked(credited, test(8), now)).toBe(false);
    expect(isTestUnlocked(credited, test(7, 'PTE'), now)).toBe(false);
    // Without a plan (never bought or expired) the credit extends the free first test.
    expect(isTestUnlocked(holder({ extraTests: 1 }), test(2), now)).toBe(true);
    expect(isTestUnlocked(holder({ extraTests: 1 }), test(3), now)).toBe(false);
  });

  it('opens every test to tutors and admins', () => {
    expect(isTestUnlocked(holder({ role: 'tutor' }), test(20, 'OETDoctors'), now)).toBe(true);
    expect(isTestUnlocked(holder({ role: 'admin' }), test(99), now)).toBe(true);
  });

  it("uses the plan's evaluation minutes, Bronze's without an active plan", () => {
    expect(evaluationMinutesFor(subscriber('gold'), now)).toBe(18);
    expect(evaluationMinutesFor(subscriber('silver'), now)).toBe(48);
    expect(evaluationMinutesFor(subscriber('bronze'), now)).toBe(210);
    expect(evaluationMinutesFor(holder(), now)).toBe(210);
    expect(evaluationMinutesFor(subscriber('gold', new Date('2025-01-01T00:00:00Z')), now)).toBe(210);
  });

  it('tells an expired plan from no plan', () => {
    expect(isPlanExpired(subscriber('silver', new Date('2025-05-01T00:00:00Z')), now)).toBe(true);
    expect(isPlanExpired(subscriber('silver'), now)).toBe(false);
    expect(isPlanExpired(holder(), now)).toBe(false);
  });
});

describe('arePromptsVisible', () => {
  it("shows a test's prompts to those who may open it or already wrote it, and no one else", () => {
    expect(arePromptsVisible({ unlocked: true, attempted: false })).toBe(true);
    expect(arePromptsVisible({ unlocked: false, attempted: true })).toBe(true);
    expect(arePromptsVisible({ unlocked: false, attempted: false })).toBe(false);
  });
});
