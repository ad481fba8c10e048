import { describe, expect, it } from 'vitest';
import { toeflKey } from '../exam/exam.ts';
import { examNames, getPlan, isPlanKey, isUpgrade, planByLevel, planExpiry, plans } from './plan-catalogue.ts';

describe('plan catalogue', () => {
  it('offers Bronze, Silver and Gold at $20, $30 and $50', () => {
    expect(
      plans.map((plan) => [
        plan.name,
        plan.level,
        plan.tests,
        plan.priceUsd,
        plan.strikePriceUsd,
        plan.evaluationMinutes,
        plan.promise,
        plan.accessMonths,
      ]),
    ).toEqual([
      ['Bronze', 1, 6, 20, 35, 210, 'within 4 hours', 3],
      ['Silver', 2, 12, 30, 50, 48, 'within 1 hour', 3],
      ['Gold', 3, 20, 50, 85, 18, 'within 30 minutes', 3],
    ]);
  });

  it('labels only Silver as most popular', () => {
    expect(plans.filter((plan) => plan.mostPopular).map((plan) => plan.key)).toEqual(['silver']);
  });

  it('finds plans by key and by level', () => {
    expect(getPlan('gold').tests).toBe(20);
    expect(planByLevel(2)?.key).toBe('silver');
    expect(planByLevel(0)).toBeUndefined();
    expect(planByLevel(4)).toBeUndefined();
    expect(isPlanKey('bronze')).toBe(true);
    expect(isPlanKey('platinum')).toBe(false);
    expect(() => getPlan('platinum' as never)).toThrow("Unknown plan 'platinum'.");
  });

  it('offers only plans above the current level', () => {
    expect(isUpgrade(null, 'bronze')).toBe(true);
    expect(isUpgrade('bronze', 'silver')).toBe(true);
    expect(isUpgrade('bronze', 'gold')).toBe(true);
    expect(isUpgrade('silver', 'silver')).toBe(false);
    expect(isUpgrade('silver', 'bronze')).toBe(false);
    expect(isUpgrade('gold', 'silver')).toBe(false);
  });

  it('names the exams a purchase unlocks with the short code and 1..N', () => {
    expect(examNames('IELTSAcademic', 'gold')).toHaveLength(20);
    expect(examNames('IELTSAcademic', 'gold').at(0)).toBe('IEA1');
    expect(examNames('IELTSAcademic', 'gold').at(-1)).toBe('IEA20');
    expect(examNames(toeflKey, 'bronze')).toEqual(['TOF1', 'TOF2', 'TOF3', 'TOF4', 'TOF5', 'TOF6']);
    expect(examNames('OETNurses', 'silver').slice(-2)).toEqual(['ODN11', 'ODN12']);
  });

  it('ends access three calendar months after the purchase', () => {
    expect(planExpiry(new Date('2025-01-15T10:30:00Z')).toISOString()).toBe('2025-04-15T10:30:00.000Z');
    expect(planExpiry(new Date('2025-10-20T08:00:00Z')).toISOString()).toBe('2026-01-20T08:00:00.000Z');
  });

  it('ends on the last day of a shorter month instead of spilling over', () => {
    expect(planExpiry(new Date('2025-11-30T12:00:00Z')).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(planExpiry(new Date('2023-11-30T12:00:00Z')).toISOString()).toBe('2024-02-29T12:00:00.000Z');
    expect(planExpiry(new Date('2025-03-31T00:00:00Z')).toISOString()).toBe('2025-06-30T00:00:00.000Z');
  });

  it('counts the months in UTC, whatever time zone the server runs in', () => {
    const zone = process.env.TZ;
    // New York's clocks move forward in March: counted there, 31 March 00:00 UTC would end on 1 July 00:00 UTC.
    process.env.TZ = 'America/New_York';
    try {
      expect(planExpiry(new Date('2025-03-31T00:00:00Z')).toISOString()).toBe('2025-06-30T00:00:00.000Z');
      expect(planExpiry(new Date('2025-11-30T03:00:00Z')).toISOString()).toBe('2026-02-28T03:00:00.000Z');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
