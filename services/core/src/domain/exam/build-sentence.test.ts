import { describe, expect, it } from 'vitest';
import {
  type BuildSentenceItem,
  buildSentenceScore,
  buildSentenceView,
  formatBuildSentenceAnswer,
  parseBuildSentenceAnswer,
  scoreBuildSentence,
  shownOrder,
  writtenTasks,
} from './build-sentence.ts';

const item = (chunks: string[]): BuildSentenceItem => ({ context: 'Where is it?', chunks, end: '.' });
const items = [item(['It is', 'on the', 'top shelf']), item(['The library', 'closes', 'at nine', 'tonight'])];

/** The shown positions that spell the correct order: position of chunk 0, then of chunk 1, ... */
const correctPositions = (chunkCount: number, seed: string, index: number) => {
  const shown = shownOrder(chunkCount, seed, index);
  return Array.from({ length: chunkCount }, (_, place) => shown.indexOf(place));
};

describe('Build a Sentence', () => {
  it('shows the chunks in the same shuffled order for the same attempt, never in the correct order', () => {
    for (let seed = 0; seed < 300; seed++) {
      for (const count of [2, 3, 4, 5]) {
        const shown = shownOrder(count, `attempt-${seed}`, seed % 10);
        expect([...shown].sort()).toEqual(Array.from({ length: count }, (_, index) => index));
        expect(shown).not.toEqual(Array.from({ length: count }, (_, index) => index));
        expect(shownOrder(count, `attempt-${seed}`, seed % 10)).toEqual(shown);
      }
    }
  });

  it('scores each item exactly: right only in the one correct order, wrong when misordered, partial or empty', () => {
    const seed = 'attempt-7';
    const right = formatBuildSentenceAnswer([correctPositions(3, seed, 0), correctPositions(4, seed, 1)]);
    expect(scoreBuildSentence(items, right, seed)).toEqual({ right: [true, true], rightCount: 2, total: 2 });

    const swapped = correctPositions(4, seed, 1);
    [swapped[0], swapped[1]] = [swapped[1] as number, swapped[0] as number];
    const mixed = formatBuildSentenceAnswer([correctPositions(3, seed, 0), swapped]);
    expect(scoreBuildSentence(items, mixed, seed).right).toEqual([true, false]);

    const partial = formatBuildSentenceAnswer([correctPositions(3, seed, 0).slice(0, 2), null]);
    expect(scoreBuildSentence(items, partial, seed)).toEqual({ right: [false, false], rightCount: 0, total: 2 });
    // Another attempt's shuffle differs, so its right answer is no key to this one.
    expect(scoreBuildSentence(items, '', seed).rightCount).toBe(0);
  });

  it('reads back what it stores, an empty or broken line as unanswered', () => {
    expect(parseBuildSentenceAnswer(formatBuildSentenceAnswer([[2, 0, 1], null]), 3)).toEqual([[2, 0, 1], null, null]);
    expect(parseBuildSentenceAnswer('1,x,0\n0,1', 2)).toEqual([null, [0, 1]]);
  });

  it('leaves Build a Sentence out of the written tasks', () => {
    expect(writtenTasks([{ key: 'buildSentence' }, { key: 'email' }, { key: 'discussion' }])).toEqual([
      { key: 'email' },
      { key: 'discussion' },
    ]);
  });
});

describe('Build a Sentence as an attempt shows it', () => {
  const seed = 'attempt-9';
  it('shows the shuffled chunks and the saved order, and keeps the verdicts and correct replies until revealed', () => {
    const answer = formatBuildSentenceAnswer([correctPositions(3, seed, 0), null]);
    const hidden = buildSentenceView(items, answer, seed, false);
    expect(hidden.map((view) => view.chunks.toSorted())).toEqual(items.map((entry) => entry.chunks.toSorted()));
    expect(hidden[0]?.chunks).not.toEqual(items[0]?.chunks);
    expect(hidden.map((view) => [view.order.length, view.right, view.correctReply])).toEqual([
      [3, null, null],
      [0, null, null],
    ]);
    // The saved order spells the reply with the shown chunks.
    const first = hidden[0];
    expect(first?.order.map((position) => first.chunks[position]).join(' ')).toBe('It is on the top shelf');

    const shown = buildSentenceView(items, answer, seed, true);
    expect(shown.map((view) => [view.right, view.correctReply])).toEqual([
      [true, 'It is on the top shelf.'],
      [false, 'The library closes at nine tonight.'],
    ]);
  });

  it('scores a test without the task as nothing, and an attempt by its own id', () => {
    expect(buildSentenceScore({ tasks: [{ key: 'email' }] }, { id: seed, answers: [] })).toBeNull();
    const test = { tasks: [{ key: 'buildSentence', items }] };
    const text = formatBuildSentenceAnswer([correctPositions(3, seed, 0), correctPositions(4, seed, 1)]);
    const answers = [{ taskKey: 'buildSentence', text }];
    expect(buildSentenceScore(test, { id: seed, answers })).toMatchObject({ rightCount: 2, total: 2 });
  });
});
