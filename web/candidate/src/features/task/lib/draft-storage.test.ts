import { describe, expect, it } from 'vitest';
import { initialAnswers, storedAsSent, toAnswerInput } from './draft-storage';

const keys = ['task1', 'task2'];

describe('initialAnswers', () => {
  it('starts from the server copy when the browser holds nothing unsent', () => {
    const server = [{ taskKey: 'task1', text: 'from the server' }];
    const local = { answers: { task1: 'older local copy' }, synced: true, updatedAt: 1 };
    expect(initialAnswers(keys, server, local)).toEqual({ task1: 'from the server', task2: '' });
  });

  it('restores text the server never received, e.g. typed while offline', () => {
    const server = [{ taskKey: 'task1', text: 'saved earlier' }];
    const local = { answers: { task1: 'saved earlier and more' }, synced: false, updatedAt: 2 };
    expect(initialAnswers(keys, server, local)).toEqual({ task1: 'saved earlier and more', task2: '' });
  });

  it('ignores local entries for tasks the test does not have', () => {
    const local = { answers: { other: 'stray' }, synced: false, updatedAt: 3 };
    expect(initialAnswers(keys, [], local)).toEqual({ task1: '', task2: '' });
  });
});

describe('toAnswerInput', () => {
  it('sends every task in the test order, empty when unanswered', () => {
    expect(toAnswerInput(keys, { task2: 'essay' })).toEqual([
      { taskKey: 'task1', text: '' },
      { taskKey: 'task2', text: 'essay' },
    ]);
  });
});

describe('storedAsSent', () => {
  const sent = [
    { taskKey: 'task1', text: 'Overall, the chart shows' },
    { taskKey: 'task2', text: '' },
  ];

  it('accepts the answer the server stored from this submit (an empty task may be absent)', () => {
    expect(storedAsSent(sent, [{ taskKey: 'task1', text: 'Overall, the chart shows' }])).toBe(true);
  });

  it('notices an answer submitted earlier without the last words', () => {
    expect(storedAsSent(sent, [{ taskKey: 'task1', text: 'Overall, the' }])).toBe(false);
  });
});
