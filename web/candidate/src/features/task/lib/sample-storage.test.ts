import { memoryStorage } from '@mocktest/web-shared/test-support';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSampleDraft, loadSampleDraft, saveSampleDraft } from './sample-storage';

describe('sample task drafts', () => {
  beforeEach(() => {
    (globalThis as { window?: unknown }).window = { localStorage: memoryStorage() };
  });
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it('starts the clock once and keeps it, with the text, across reloads', () => {
    const first = loadSampleDraft('1', 1_000);
    expect(first).toEqual({ text: '', startedAt: 1_000 });
    saveSampleDraft('1', { ...first, text: 'The table compares' });
    expect(loadSampleDraft('1', 99_000)).toEqual({ text: 'The table compares', startedAt: 1_000 });
  });

  it('forgets a draft once it is cleared, so the next visit starts afresh', () => {
    saveSampleDraft('2', { text: 'Composting', startedAt: 5 });
    clearSampleDraft('2');
    expect(loadSampleDraft('2', 7)).toEqual({ text: '', startedAt: 7 });
  });
});
