import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/domain-error.ts';
import {
  claimSecondMarking,
  isDrawnForSecondMarking,
  mayReadFirstEvaluation,
  newSecondMarking,
} from './second-marking.ts';

const now = new Date('2026-11-26T09:00:00Z');

function expectDomainError(work: () => unknown, code: string): void {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe(code);
    return;
  }
  throw new Error(`Expected a ${code} DomainError.`);
}
const published = { tutorId: 'tessa', publishedAt: now };

describe('drawing answers for a blind second marking', () => {
  it('draws the same way for the same answer, every time', () => {
    const ids = Array.from({ length: 50 }, (_, index) => `attempt-${index}`);
    expect(ids.map((id) => isDrawnForSecondMarking(id, 10))).toEqual(ids.map((id) => isDrawnForSecondMarking(id, 10)));
  });

  it('draws about the share asked for, none at 0 % and all at 100 %', () => {
    const ids = Array.from({ length: 4000 }, (_, index) => `0f${index.toString(16)}-4c1e-attempt`);
    const drawn = ids.filter((id) => isDrawnForSecondMarking(id, 10)).length;
    expect(drawn / ids.length).toBeGreaterThan(0.08);
    expect(drawn / ids.length).toBeLessThan(0.12);
    expect(ids.some((id) => isDrawnForSecondMarking(id, 0))).toBe(false);
    expect(ids.every((id) => isDrawnForSecondMarking(id, 100))).toBe(true);
  });
});

describe('claiming a second marking', () => {
  const open = newSecondMarking('a1', now);

  it('is refused before the first evaluation is published and to its author', () => {
    expectDomainError(() => claimSecondMarking(open, null, 'theo', 60, now), 'CONFLICT');
    expectDomainError(() => claimSecondMarking(open, { ...published, publishedAt: null }, 'theo', 60, now), 'CONFLICT');
    expectDomainError(() => claimSecondMarking(open, published, 'tessa', 60, now), 'FORBIDDEN');
  });

  it('gives it to one tutor; another may take it only once the claim has lapsed', () => {
    const held = claimSecondMarking(open, published, 'theo', 60, now);
    expect(held.claimedBy).toBe('theo');
    expectDomainError(() => claimSecondMarking(held, published, 'tara', 60, now), 'CONFLICT');
    const later = new Date(now.getTime() + 60 * 60_000);
    expect(claimSecondMarking(held, published, 'tara', 60, later).claimedBy).toBe('tara');
  });
});

describe('who reads the first evaluation of a double-marked answer', () => {
  const open = { claimedBy: 'theo', tutorId: 'theo', publishedAt: null };
  it('its author always; the second marker never; others once the second marking is published', () => {
    expect(mayReadFirstEvaluation('tessa', 'tessa', open)).toBe(true);
    expect(mayReadFirstEvaluation('theo', 'tessa', open)).toBe(false);
    expect(mayReadFirstEvaluation('tara', 'tessa', open)).toBe(false);
    const done = { ...open, claimedBy: null, publishedAt: now };
    expect(mayReadFirstEvaluation('theo', 'tessa', done)).toBe(false);
    expect(mayReadFirstEvaluation('tara', 'tessa', done)).toBe(true);
    expect(mayReadFirstEvaluation('tara', 'tessa', null)).toBe(true);
  });
});
