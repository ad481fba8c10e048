import { describe, expect, it } from 'vitest';
import { isEvaluationVisible } from './visibility.ts';

describe('evaluation visibility', () => {
  const deadlineAt = new Date('2025-06-01T12:48:00Z');
  const published = { publishedAt: new Date('2025-06-01T12:20:00Z') };

  it('hides a published evaluation until the deadline', () => {
    expect(isEvaluationVisible(published, { deadlineAt }, new Date('2025-06-01T12:47:59Z'))).toBe(false);
  });

  it('shows a published evaluation from the deadline on', () => {
    expect(isEvaluationVisible(published, { deadlineAt }, deadlineAt)).toBe(true);
    expect(isEvaluationVisible(published, { deadlineAt }, new Date('2025-06-02T00:00:00Z'))).toBe(true);
  });

  it('never shows a draft or a missing evaluation', () => {
    const late = new Date('2025-06-02T00:00:00Z');
    expect(isEvaluationVisible({ publishedAt: null }, { deadlineAt }, late)).toBe(false);
    expect(isEvaluationVisible(null, { deadlineAt }, late)).toBe(false);
  });

  it('shows nothing for an attempt without a deadline', () => {
    expect(isEvaluationVisible(published, { deadlineAt: null }, new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });
});
