import { describe, expect, it } from 'vitest';
import { writingOpensAt } from './reading-time';

const startedAt = '2026-03-01T10:00:00.000Z';
const start = Date.parse(startedAt);

describe('writingOpensAt', () => {
  it('locks writing for the OET reading minutes (total minus writing minutes)', () => {
    const oet = { totalMinutes: 45, tasks: [{ minutes: 40 }] };
    expect(writingOpensAt(oet, startedAt)).toBe(start + 5 * 60_000);
  });

  it('lets IELTS candidates write at once', () => {
    const ielts = { totalMinutes: 60, tasks: [{ minutes: 20 }, { minutes: 40 }] };
    expect(writingOpensAt(ielts, startedAt)).toBe(start);
  });
});
