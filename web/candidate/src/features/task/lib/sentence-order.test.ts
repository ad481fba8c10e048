import { describe, expect, it } from 'vitest';
import { formatOrders, moveWithin, parseOrders, writtenTasks } from './sentence-order';

describe('Build a Sentence answers', () => {
  it('stores one line of shown positions per item and reads it back, unreadable lines as unanswered', () => {
    expect(formatOrders([[2, 0, 1], [], [1]])).toBe('2,0,1\n\n1');
    expect(parseOrders('2,0,1\n\n1', 4)).toEqual([[2, 0, 1], [], [1], []]);
    expect(parseOrders('1,x\n0', 2)).toEqual([[], [0]]);
  });

  it('moves a placed chunk', () => {
    expect(moveWithin([1, 0, 2], 2, 0)).toEqual([2, 1, 0]);
    expect(moveWithin([1, 0, 2], 0, 3)).toEqual([0, 2, 1]);
  });

  it('leaves Build a Sentence out of the written tasks', () => {
    expect(writtenTasks([{ key: 'buildSentence' }, { key: 'email' }])).toEqual([{ key: 'email' }]);
  });
});
