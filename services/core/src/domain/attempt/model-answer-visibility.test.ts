import { describe, expect, it } from 'vitest';
import { modelAnswersVisible, revisionHeldForRewrite } from './model-answer-visibility.ts';

const now = new Date('2026-06-01T12:00:00Z');
const hourAgo = new Date(now.getTime() - 3_600_000);
const inAnHour = new Date(now.getTime() + 3_600_000);

describe('modelAnswersVisible', () => {
  it('shows them to staff whatever the state of the evaluation', () => {
    expect(modelAnswersVisible({ viewerIsStaff: true, evaluationReleased: false, rewrite: null, now })).toBe(true);
  });

  it('hides them from the candidate until the evaluation is released', () => {
    expect(modelAnswersVisible({ viewerIsStaff: false, evaluationReleased: false, rewrite: null, now })).toBe(false);
    expect(modelAnswersVisible({ viewerIsStaff: false, evaluationReleased: true, rewrite: null, now })).toBe(true);
  });

  it('hides them while a rewrite waits for its recheck, and shows them again once the recheck is released', () => {
    const visible = (rewrite: { recheckedAt: Date | null; deadlineAt: Date }) =>
      modelAnswersVisible({ viewerIsStaff: false, evaluationReleased: true, rewrite, now });
    expect(visible({ recheckedAt: null, deadlineAt: hourAgo })).toBe(false);
    // Rechecked early: still held back until the rewrite's own promised time.
    expect(visible({ recheckedAt: hourAgo, deadlineAt: inAnHour })).toBe(false);
    expect(visible({ recheckedAt: hourAgo, deadlineAt: hourAgo })).toBe(true);
  });

  it("holds the tutor's revision back while a rewrite waits for its released recheck", () => {
    expect(revisionHeldForRewrite(null, now)).toBe(false);
    expect(revisionHeldForRewrite({ recheckedAt: null, deadlineAt: hourAgo }, now)).toBe(true);
    expect(revisionHeldForRewrite({ recheckedAt: hourAgo, deadlineAt: inAnHour }, now)).toBe(true);
    expect(revisionHeldForRewrite({ recheckedAt: hourAgo, deadlineAt: hourAgo }, now)).toBe(false);
  });
});
