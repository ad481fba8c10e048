import { describe, expect, it } from 'vitest';
import {
  commentOnPassage,
  duplicateComment,
  duplicateCommentMessage,
  firstDuplicatePair,
  selectedPassage,
} from './passage-selection';

// Stand-ins for DOM nodes: each answer element "contains" the text nodes listed for it, at a known offset.
const task1 = { name: 'task1' } as unknown as Node;
const task2 = { name: 'task2' } as unknown as Node;
const inTask1 = { name: 'text in task1' } as unknown as Node;
const inTask2 = { name: 'text in task2' } as unknown as Node;
const elsewhere = { name: 'text elsewhere' } as unknown as Node;
const base = new Map<Node, { container: Node; at: number }>([
  [inTask1, { container: task1, at: 10 }],
  [inTask2, { container: task2, at: 4 }],
]);
const offsetWithin = (container: Node, node: Node, offset: number) => {
  const found = base.get(node);
  return found && found.container === container ? found.at + offset : null;
};
const answers = new Map([
  ['task1', task1],
  ['task2', task2],
]);
const selection = (startContainer: Node, startOffset: number, endContainer: Node, endOffset: number) => ({
  rangeCount: 1,
  isCollapsed: startContainer === endContainer && startOffset === endOffset,
  getRangeAt: () => ({ startContainer, startOffset, endContainer, endOffset }),
});

describe('selected passage', () => {
  it('gives the offsets into the answer whose element holds the selection', () => {
    expect(selectedPassage(answers, selection(inTask2, 1, inTask2, 6), offsetWithin)).toEqual({
      taskKey: 'task2',
      start: 5,
      end: 10,
    });
    expect(selectedPassage(answers, selection(inTask1, 0, inTask1, 3), offsetWithin)).toEqual({
      taskKey: 'task1',
      start: 10,
      end: 13,
    });
  });

  it('is null without a selection, for a collapsed one, or one outside a single answer', () => {
    expect(selectedPassage(answers, null, offsetWithin)).toBeNull();
    expect(selectedPassage(answers, { ...selection(inTask1, 0, inTask1, 3), rangeCount: 0 }, offsetWithin)).toBeNull();
    expect(selectedPassage(answers, selection(inTask1, 2, inTask1, 2), offsetWithin)).toBeNull();
    expect(selectedPassage(answers, selection(elsewhere, 0, elsewhere, 4), offsetWithin)).toBeNull();
    expect(selectedPassage(answers, selection(inTask1, 0, inTask2, 4), offsetWithin)).toBeNull();
  });
});

const comments = [
  { taskKey: 'task1', start: 4, end: 14, criterion: 'GRA' },
  { taskKey: 'task2', start: 4, end: 14, criterion: 'TR' },
  { taskKey: 'task1', start: 4, end: 14, criterion: 'LR' },
];

describe('comments on the same passage', () => {
  it('finds the first comment on exactly the passage', () => {
    expect(commentOnPassage(comments, { taskKey: 'task1', start: 4, end: 14 })).toBe(0);
    expect(commentOnPassage(comments, { taskKey: 'task2', start: 4, end: 14 })).toBe(1);
    expect(commentOnPassage(comments, { taskKey: 'task1', start: 4, end: 13 })).toBe(-1);
  });

  it('finds another comment with the same task, start, end and criterion, leaving out the one edited', () => {
    expect(duplicateComment(comments, { taskKey: 'task1', start: 4, end: 14, criterion: 'LR' })).toBe(2);
    expect(duplicateComment(comments, { taskKey: 'task1', start: 4, end: 14, criterion: 'LR' }, 2)).toBe(-1);
    expect(duplicateComment(comments, { taskKey: 'task1', start: 4, end: 14, criterion: 'CC' })).toBe(-1);
    expect(duplicateComment(comments, { taskKey: 'task2', start: 4, end: 14, criterion: 'GRA' })).toBe(-1);
  });

  it('names the first pair of duplicates, if any', () => {
    expect(firstDuplicatePair(comments)).toBeNull();
    expect(firstDuplicatePair([...comments, { taskKey: 'task2', start: 4, end: 14, criterion: 'TR' }])).toEqual([1, 3]);
    expect(duplicateCommentMessage(1, 3)).toBe(
      'Comments [2] and [4] are on the same passage with the same criterion; remove one of them.',
    );
    expect(duplicateCommentMessage(0)).toBe(
      'Comment [1] is already on this passage with this criterion; edit that comment instead.',
    );
  });
});
