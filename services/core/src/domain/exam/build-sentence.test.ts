import { describe, expect, it } from 'vitest';
import {
  type BuildSentenceItem,
  buildSentenceScore,
  buildSentenceView,
  currentSentenceBank,
  filledReply,
  formatBuildSentenceAnswer,
  parseBuildSentenceAnswer,
  replyParts,
  scoreBuildSentence,
  sentenceItemsFor,
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
    expect(buildSentenceScore({ tasks: [{ key: 'email' }] }, { id: seed, sentenceBank: null, answers: [] })).toBeNull();
    const test = { tasks: [{ key: 'buildSentence', items }] };
    const text = formatBuildSentenceAnswer([correctPositions(3, seed, 0), correctPositions(4, seed, 1)]);
    const answers = [{ taskKey: 'buildSentence', text }];
    expect(buildSentenceScore(test, { id: seed, sentenceBank: null, answers })).toMatchObject({
      rightCount: 2,
      total: 2,
    });
  });
});

describe('Build a Sentence with blanks, an extra word and other accepted orders', () => {
  const seed = 'attempt-12';
  const asked: BuildSentenceItem = {
    context: 'Did you ask about the exam room?',
    reply: 'Yes, I asked _ _ _ _.',
    chunks: ['where', 'it', 'would', 'be'],
    distractor: 'did',
  };
  const adverb: BuildSentenceItem = {
    context: 'Is the lab open tonight?',
    reply: '_ _ _ _ until nine on weekdays.',
    chunks: ['it', 'usually', 'stays', 'open'],
    alternatives: [['usually', 'it', 'stays', 'open']],
  };
  const bank = [asked, adverb];
  /** The shown positions of `words`, the extra word included among the tiles. */
  const positionsOf = (item: BuildSentenceItem, words: string[]) => {
    const shown = buildSentenceView([item], '', seed, false)[0]?.chunks ?? [];
    return words.map((word) => shown.indexOf(word));
  };
  // buildSentenceView numbers items from 0, so an item's shuffle is read at its own index.
  const positionsAt = (index: number, words: string[]) => {
    const shown = buildSentenceView(bank, '', seed, false)[index]?.chunks ?? [];
    return words.map((word) => shown.indexOf(word));
  };

  it('shows the reply with its blanks and the words with the extra one, in a shuffled order', () => {
    const [view] = buildSentenceView(bank, '', seed, false);
    expect(view?.replyParts).toEqual(['Yes, I asked', null, null, null, null, '.']);
    expect(view?.blanks).toBe(4);
    expect(view?.chunks.toSorted()).toEqual(['be', 'did', 'it', 'where', 'would']);
    expect(view?.end).toBe('.');
    expect(positionsOf(asked, ['did'])[0]).toBeGreaterThanOrEqual(0);
  });

  it('is right in the bank order or an accepted other order, wrong with the extra word or a blank left', () => {
    const score = (orders: string[][]) =>
      scoreBuildSentence(bank, formatBuildSentenceAnswer(orders.map((words, index) => positionsAt(index, words))), seed)
        .right;
    expect(
      score([
        ['where', 'it', 'would', 'be'],
        ['it', 'usually', 'stays', 'open'],
      ]),
    ).toEqual([true, true]);
    expect(
      score([
        ['where', 'it', 'would', 'be'],
        ['usually', 'it', 'stays', 'open'],
      ]),
    ).toEqual([true, true]);
    expect(
      score([
        ['where', 'did', 'it', 'be'],
        ['it', 'stays', 'usually', 'open'],
      ]),
    ).toEqual([false, false]);
    expect(
      score([
        ['where', 'it', 'would'],
        ['it', 'usually', 'stays', 'open', 'open'],
      ]),
    ).toEqual([false, false]);
  });

  it('tells the correct reply, first letter capitalised, only once revealed', () => {
    const views = buildSentenceView(bank, '', seed, true);
    expect(views.map((view) => view.correctReply)).toEqual([
      'Yes, I asked where it would be.',
      'It usually stays open until nine on weekdays.',
    ]);
    expect(buildSentenceView(bank, '', seed, false).map((view) => view.correctReply)).toEqual([null, null]);
  });

  it('splits a reply into given text and blanks, punctuation after a blank kept with the text', () => {
    expect(replyParts('_ _, but I will be late.')).toEqual([null, null, ', but I will be late.']);
    expect(filledReply(replyParts('_ _, but I will be late.'), ['yes', 'maybe'])).toBe(
      'Yes maybe, but I will be late.',
    );
  });

  it('reads and scores an attempt with the bank it started on, the current one for a new attempt', () => {
    const task = { key: 'buildSentence', items: bank, earlierBanks: { '1': items } };
    expect(sentenceItemsFor(task, 1)).toBe(items);
    expect(sentenceItemsFor(task, currentSentenceBank)).toBe(bank);
    expect(sentenceItemsFor(task, null)).toBe(bank);
    // An answer saved on the first bank still scores on it after the bank is rewritten.
    const text = formatBuildSentenceAnswer([correctPositions(3, seed, 0), correctPositions(4, seed, 1)]);
    const answers = [{ taskKey: 'buildSentence', text }];
    expect(buildSentenceScore({ tasks: [task] }, { id: seed, sentenceBank: 1, answers })?.rightCount).toBe(2);
    expect(buildSentenceScore({ tasks: [task] }, { id: seed, sentenceBank: 2, answers })?.rightCount).toBeLessThan(2);
  });
});
