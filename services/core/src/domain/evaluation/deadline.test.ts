import { describe, expect, it } from 'vitest';
import { deadlineFor } from './deadline.ts';

describe('evaluation deadline', () => {
  const submittedAt = new Date('2025-06-01T12:00:00Z');

  it("falls the plan's evaluation minutes after the submission", () => {
    expect(deadlineFor(submittedAt, 210, null).toISOString()).toBe('2025-06-01T15:30:00.000Z');
    expect(deadlineFor(submittedAt, 18, null).toISOString()).toBe('2025-06-01T12:18:00.000Z');
  });

  it('uses the override in seconds when one is configured', () => {
    expect(deadlineFor(submittedAt, 210, 5).toISOString()).toBe('2025-06-01T12:00:05.000Z');
    expect(deadlineFor(submittedAt, 210, 0).toISOString()).toBe('2025-06-01T12:00:00.000Z');
  });
});
