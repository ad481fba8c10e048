import { describe, expect, it } from 'vitest';
import {
  type BuildSentenceItem,
  buildSentenceScore,
  buildSentenceView,
  currentSentenceBank,
  currentSentenceShuffle,
  filledReply,
  formatBuildSentenceAnswer,
  parseBuildSentenceAnswer,
  replyParts,
  scoreBuildSentence,
  sentenceItemsFor,
  shownTiles,
  type TileShuffle,
  writtenTasks,
} from './build-sentence.ts';

const item = (chunks: string[]): BuildSentenceItem => ({ context: 'Where is it?', chunks, end: '.' });
const items = [item(['It is', 'on the', 'top shelf']), item(['The library', 'closes', 'at nine', 'tonight'])];

const current = (seed: string): TileShuffle => ({ seed, version: currentSentenceShuffle });
const first = (seed: string): TileShuffle => ({ seed, version: null });
/** The shown positions that spell the correct order of `bank[index]`: position of chunk 0, then of chunk 1, ... */
const correctPositions = (index: number, shuffle: TileShuffle, bank: readonly BuildSentenceItem[] = items) => {
  const shown = shownTiles(bank[index] as BuildSentenceItem, shuffle, index);
  return (bank[index]?.chunks ?? []).map((chunk) => shown.indexOf(chunk));
};
const words = (count: number) => ['one', 'two', 'three', 'four', 'five'].slice(0, count);

describe('Build a Sentence', () => {
  it('shows the chunks in the same shuffled order for the same attempt, never in the correct order', () => {
    for (let seed = 0; seed < 300; seed++) {
      for (const count of [2, 3, 4, 5]) {
        for (const shuffle of [current(`attempt-${seed}`), first(`attempt-${seed}`)]) {
          const shown = shownTiles(item(words(count)), shuffle, seed % 10);
          expect(shown.toSorted()).toEqual(words(count).toSorted());
          expect(shown).not.toEqual(words(count));
          expect(shownTiles(item(words(count)), shuffle, seed % 10)).toEqual(shown);
        }
      }
    }
  });

  it('never shows the chunks in an accepted order, wherever the extra word falls', () => {
    const withExtra = (count: number): BuildSentenceItem => ({
      context: 'Which one?',
      reply: `${'_ '.repeat(count).trim()}.`,
      chunks: words(count),
      distractor: 'extra',
      alternatives: count > 2 ? [[words(count)[1] as string, words(count)[0] as string, ...words(count).slice(2)]] : [],
    });
    for (let seed = 0; seed < 2000; seed++) {
      for (const count of [2, 3, 4]) {
        const entry = withExtra(count) as BuildSentenceItem & { alternatives: string[][] };
        const chunksShown = shownTiles(entry, current(`attempt-${seed}`), 0).filter((tile) => tile !== 'extra');
        for (const accepted of [entry.chunks, ...entry.alternatives]) expect(chunksShown).not.toEqual(accepted);
      }
    }
  });

  it('keeps showing an attempt on the first shuffle what it showed before, its stored answers meaning the same', () => {
    const asked: BuildSentenceItem = {
      context: 'Did you ask?',
      reply: 'I asked _ _ _ _.',
      chunks: ['where', 'it', 'would', 'be'],
      distractor: 'did',
    };
    // The first shuffle's orders, as attempts started before the second one saw them.
    expect(shownTiles(asked, first('attempt-1'), 0)).toEqual(['be', 'did', 'it', 'where', 'would']);
    expect(shownTiles(item(words(4)), first('attempt-3'), 1)).toEqual(['three', 'four', 'one', 'two']);
    expect(shownTiles(item(words(3)), first('attempt-4'), 2)).toEqual(['two', 'three', 'one']);
    // It showed this attempt its chunks in order around the extra word; the current shuffle does not.
    expect(shownTiles(asked, first('attempt-26'), 0)).toEqual(['where', 'did', 'it', 'would', 'be']);
    expect(shownTiles(asked, current('attempt-26'), 0).filter((tile) => tile !== 'did')).not.toEqual(asked.chunks);
  });

  it('scores each item exactly: right only in the one correct order, wrong when misordered, partial or empty', () => {
    const shuffle = current('attempt-7');
    const right = formatBuildSentenceAnswer([correctPositions(0, shuffle), correctPositions(1, shuffle)]);
    expect(scoreBuildSentence(items, right, shuffle)).toEqual({ right: [true, true], rightCount: 2, total: 2 });

    const swapped = correctPositions(1, shuffle);
    [swapped[0], swapped[1]] = [swapped[1] as number, swapped[0] as number];
    const mixed = formatBuildSentenceAnswer([correctPositions(0, shuffle), swapped]);
    expect(scoreBuildSentence(items, mixed, shuffle).right).toEqual([true, false]);

    const partial = formatBuildSentenceAnswer([correctPositions(0, shuffle).slice(0, 2), null]);
    expect(scoreBuildSentence(items, partial, shuffle)).toEqual({ right: [false, false], rightCount: 0, total: 2 });
    // Another attempt's shuffle differs, so its right answer is no key to this one.
    expect(scoreBuildSentence(items, '', shuffle).rightCount).toBe(0);
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
  const shuffle = current('attempt-9');
  it('shows the shuffled chunks and the saved order, and keeps the verdicts and correct replies until revealed', () => {
    const answer = formatBuildSentenceAnswer([correctPositions(0, shuffle), null]);
    const hidden = buildSentenceView(items, answer, shuffle, false);
    expect(hidden.map((view) => view.chunks.toSorted())).toEqual(items.map((entry) => entry.chunks.toSorted()));
    expect(hidden[0]?.chunks).not.toEqual(items[0]?.chunks);
    expect(hidden.map((view) => [view.order.length, view.right, view.correctReply])).toEqual([
      [3, null, null],
      [0, null, null],
    ]);
    // The saved order spells the reply with the shown chunks.
    const first = hidden[0];
    expect(first?.order.map((position) => first.chunks[position]).join(' ')).toBe('It is on the top shelf');

    const shown = buildSentenceView(items, answer, shuffle, true);
    expect(shown.map((view) => [view.right, view.correctReply])).toEqual([
      [true, 'It is on the top shelf.'],
      [false, 'The library closes at nine tonight.'],
    ]);
  });

  it('scores a test without the task as nothing, and an attempt by its own id', () => {
    expect(
      buildSentenceScore(
        { tasks: [{ key: 'email' }] },
        { id: shuffle.seed, sentenceBank: null, sentenceShuffle: shuffle.version, answers: [] },
      ),
    ).toBeNull();
    const test = { tasks: [{ key: 'buildSentence', items }] };
    const text = formatBuildSentenceAnswer([correctPositions(0, shuffle), correctPositions(1, shuffle)]);
    const answers = [{ taskKey: 'buildSentence', text }];
    expect(
      buildSentenceScore(test, { id: shuffle.seed, sentenceBank: null, sentenceShuffle: shuffle.version, answers }),
    ).toMatchObject({
      rightCount: 2,
      total: 2,
    });
  });
});

describe('Build a Sentence with blanks, an extra word and other accepted orders', () => {
  const shuffle = current('attempt-12');
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
    const shown = buildSentenceView([item], '', shuffle, false)[0]?.chunks ?? [];
    return words.map((word) => shown.indexOf(word));
  };
  // buildSentenceView numbers items from 0, so an item's shuffle is read at its own index.
  const positionsAt = (index: number, words: string[]) => {
    const shown = buildSentenceView(bank, '', shuffle, false)[index]?.chunks ?? [];
    return words.map((word) => shown.indexOf(word));
  };

  it('shows the reply with its blanks and the words with the extra one, in a shuffled order', () => {
    const [view] = buildSentenceView(bank, '', shuffle, false);
    expect(view?.replyParts).toEqual(['Yes, I asked', null, null, null, null, '.']);
    expect(view?.blanks).toBe(4);
    expect(view?.chunks.toSorted()).toEqual(['be', 'did', 'it', 'where', 'would']);
    expect(view?.end).toBe('.');
    expect(positionsOf(asked, ['did'])[0]).toBeGreaterThanOrEqual(0);
  });

  it('is right in the bank order or an accepted other order, wrong with the extra word or a blank left', () => {
    const score = (orders: string[][]) =>
      scoreBuildSentence(
        bank,
        formatBuildSentenceAnswer(orders.map((order, index) => positionsAt(index, order))),
        shuffle,
      ).right;
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
    const views = buildSentenceView(bank, '', shuffle, true);
    expect(views.map((view) => view.correctReply)).toEqual([
      'Yes, I asked where it would be.',
      'It usually stays open until nine on weekdays.',
    ]);
    expect(buildSentenceView(bank, '', shuffle, false).map((view) => view.correctReply)).toEqual([null, null]);
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
    const text = formatBuildSentenceAnswer([correctPositions(0, shuffle), correctPositions(1, shuffle)]);
    const answers = [{ taskKey: 'buildSentence', text }];
    const onBank = (sentenceBank: number) =>
      buildSentenceScore(
        { tasks: [task] },
        { id: shuffle.seed, sentenceBank, sentenceShuffle: shuffle.version, answers },
      );
    expect(onBank(1)?.rightCount).toBe(2);
    expect(onBank(2)?.rightCount).toBeLessThan(2);
  });
});
