// TOEFL Build a Sentence: each item is a short exchange whose reply the candidate completes by placing words in its
// blanks. The content gives the words in the correct order (and any other accepted order); the candidate sees them
// shuffled, with an extra word in many items, and answers with an order of shown positions per item, scored exactly
// by the server.

/**
 * An item as the bank writes it: the message, the reply partly written with one '_' per blank (its final punctuation
 * included), the words that fill the blanks in the correct order (lower case: the first placed word is capitalised on
 * display only), perhaps one extra word that belongs nowhere, and any other order that also makes a good reply.
 */
export type BlankSentenceItem = {
  context: string;
  reply: string;
  chunks: string[];
  distractor?: string;
  alternatives?: string[][];
  /** Orders read and judged wrong, kept so the bank check knows they were considered. */
  rejected?: Array<{ order: string[]; why: string }>;
};

/** An item of the first bank: the whole reply as chunks in the one correct order (the first capitalised). */
export type WholeSentenceItem = {
  context: string;
  chunks: string[];
  end: '.' | '?';
};

export type BuildSentenceItem = BlankSentenceItem | WholeSentenceItem;

/** The bank version new attempts are started on; an attempt keeps the version it started with. */
export const currentSentenceBank = 2;

/** The bank's earlier versions an attempt may have started on, by version number, for one test. */
export type EarlierSentenceBanks = Record<string, BuildSentenceItem[]>;

const blank = /^_([.,?!;:]*)$/;

/** An item as every reader handles it: the reply's parts (given text, or null for a blank) and the tiles to place. */
type ItemShape = {
  parts: Array<string | null>;
  /** The tiles in the bank's order: the chunks, then the extra word if any. */
  tiles: string[];
  blanks: number;
  /** Every order of words that counts as right; the first is the bank's own. */
  accepted: string[][];
};

/** Splits a written reply into given text and blanks: 'She asked _ _ it was.' -> ['She asked', null, null, 'it was.']. */
export function replyParts(reply: string): Array<string | null> {
  const parts: Array<string | null> = [];
  let given: string[] = [];
  const flush = () => {
    if (given.length > 0) parts.push(given.join(' '));
    given = [];
  };
  for (const token of reply.trim().split(/\s+/)) {
    const match = blank.exec(token);
    if (!match) {
      given.push(token);
      continue;
    }
    flush();
    parts.push(null);
    if (match[1]) given.push(match[1]);
  }
  flush();
  return parts;
}

function shapeOf(item: BuildSentenceItem): ItemShape {
  if ('reply' in item) {
    return {
      parts: replyParts(item.reply),
      tiles: item.distractor ? [...item.chunks, item.distractor] : [...item.chunks],
      blanks: item.chunks.length,
      accepted: [item.chunks, ...(item.alternatives ?? [])],
    };
  }
  return {
    parts: [...item.chunks.map(() => null), item.end],
    tiles: [...item.chunks],
    blanks: item.chunks.length,
    accepted: [item.chunks],
  };
}

/** The reply with `words` in its blanks, its first letter capitalised, punctuation kept close to its word. */
export function filledReply(parts: ReadonlyArray<string | null>, words: readonly string[]): string {
  let next = 0;
  const text = parts
    .map((part) => part ?? words[next++] ?? '___')
    .join(' ')
    .replace(/ ([.,?!;:])/g, '$1');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The task key of Build a Sentence in a TOEFL test (always its first task). */
export const buildSentenceKey = 'buildSentence';

/**
 * The tasks answered in words: every task but Build a Sentence. The old REST contract (one text per task, TaskType 3
 * and 4 for the first and second) never knew Build a Sentence, so it addresses these only.
 */
export function writtenTasks<T extends { key: string }>(tasks: readonly T[]): T[] {
  return tasks.filter((task) => task.key !== buildSentenceKey);
}

/** A 32-bit FNV-1a hash: the seed of an item's shuffle, so the same attempt always shows the same order. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** The shuffle new attempts show their tiles with; an attempt keeps the one it started with (see `TileShuffle`). */
export const currentSentenceShuffle = 2;

/**
 * How an attempt shows its tiles: seeded by the attempt's id, with the shuffle it started on. Version 1 (null on
 * attempts of before) only avoided the bank's order of all tiles, so with an extra word among them the chunks could
 * still stand in their correct order; version 2 never shows them in any accepted order. A stored answer is read back
 * through its attempt's own shuffle, so changing the shuffle of an attempt under way would change its answer.
 */
export type TileShuffle = { seed: string; version: number | null };

/** The tile shuffle of an attempt. */
export function tileShuffleOf(attempt: { id: string; sentenceShuffle: number | null }): TileShuffle {
  return { seed: attempt.id, version: attempt.sentenceShuffle };
}

/** One Fisher-Yates pass driven by xorshift32 (small, seedable, good enough for a handful of tiles). */
function shuffledTiles(count: number, state: number): { order: number[]; state: number } {
  const order = Array.from({ length: count }, (_, index) => index);
  let next = state;
  for (let i = order.length - 1; i > 0; i--) {
    next ^= next << 13;
    next ^= next >>> 17;
    next ^= next << 5;
    next >>>= 0;
    const j = next % (i + 1);
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return { order, state: next };
}

/** Whether the chunks, read in the order shown with the extra word left out, spell an accepted reply. */
function spellsAccepted(shape: ItemShape, order: readonly number[]): boolean {
  const words = order.filter((tile) => tile < shape.blanks).map((tile) => shape.tiles[tile]);
  return shape.accepted.some((accepted) => accepted.every((word, place) => words[place] === word));
}

/** Draws before an item is taken to have no order that hides its answer (an item of one blank has none). */
const maxDraws = 64;

/**
 * The order an attempt shows an item's tiles in: `shown[i]` is the index (in the bank's order, the extra word last) of
 * the tile at position i. The same for the same attempt and item, and never the answer itself.
 */
function shownOrder(shape: ItemShape, shuffle: TileShuffle, itemIndex: number): number[] {
  const seeded = hash(`${shuffle.seed}:${itemIndex}`) || 1;
  if ((shuffle.version ?? 1) < 2) {
    const { order } = shuffledTiles(shape.tiles.length, seeded);
    // A shuffle may land on the bank's order; rotating by one never does (with two or more tiles).
    const inBankOrder = order.every((value, index) => value === index);
    return inBankOrder && order.length > 1 ? [...order.slice(1), order[0] as number] : order;
  }
  let draw = shuffledTiles(shape.tiles.length, seeded);
  for (let tries = 1; tries < maxDraws && spellsAccepted(shape, draw.order); tries++) {
    draw = shuffledTiles(shape.tiles.length, draw.state);
  }
  return draw.order;
}

function wordsShown(shape: ItemShape, shuffle: TileShuffle, itemIndex: number): string[] {
  return shownOrder(shape, shuffle, itemIndex).map((tile) => shape.tiles[tile] ?? '');
}

/** The words of an item in the order an attempt shows them. */
export function shownTiles(item: BuildSentenceItem, shuffle: TileShuffle, itemIndex: number): string[] {
  return wordsShown(shapeOf(item), shuffle, itemIndex);
}

/**
 * The candidate's answer as stored in the task's answer text: one line per item, each the shown positions of the
 * chunks in the order the candidate put them, comma-separated ('2,0,3,1'); an empty line is an item left unanswered.
 */
export function formatBuildSentenceAnswer(orders: ReadonlyArray<readonly number[] | null>): string {
  return orders.map((order) => (order ?? []).join(',')).join('\n');
}

/** Reads a stored answer back: per item, the shown positions in the candidate's order, or null when left empty. */
export function parseBuildSentenceAnswer(text: string, itemCount: number): Array<number[] | null> {
  const lines = text.split('\n');
  return Array.from({ length: itemCount }, (_, index) => {
    const line = (lines[index] ?? '').trim();
    if (!line) return null;
    const positions = line.split(',').map((part) => Number(part.trim()));
    return positions.every((position) => Number.isInteger(position) && position >= 0) ? positions : null;
  });
}

export type BuildSentenceResult = {
  /** Per item: right only when every blank holds the right word, in the bank's order or an accepted other one. */
  right: boolean[];
  rightCount: number;
  total: number;
};

/** The words an answer puts in the blanks, read back through the item's shuffle (null for a position out of range). */
function placedWords(
  shape: ItemShape,
  positions: readonly number[],
  shuffle: TileShuffle,
  index: number,
): Array<string | null> {
  const shown = shownOrder(shape, shuffle, index);
  return positions.map((position) => {
    const tile = shown[position];
    return tile === undefined ? null : (shape.tiles[tile] ?? null);
  });
}

function isRight(shape: ItemShape, positions: readonly number[] | null, shuffle: TileShuffle, index: number): boolean {
  if (!positions || positions.length !== shape.blanks) return false;
  const words = placedWords(shape, positions, shuffle, index);
  return shape.accepted.some((order) => order.every((word, place) => words[place] === word));
}

/** Scores an answer exactly, on the server: the shown positions are mapped back through the item's shuffle. */
export function scoreBuildSentence(
  items: readonly BuildSentenceItem[],
  answerText: string,
  shuffle: TileShuffle,
): BuildSentenceResult {
  const answers = parseBuildSentenceAnswer(answerText, items.length);
  const right = items.map((item, index) => isRight(shapeOf(item), answers[index] ?? null, shuffle, index));
  const rightCount = right.filter(Boolean).length;
  return { right, rightCount, total: items.length };
}

/** One item as a reader sees it: the reply's blanks, the tiles in the order shown, and the verdict once told. */
export type BuildSentenceItemView = {
  index: number;
  context: string;
  /** The reply in reading order: given text, or null for a blank. */
  replyParts: Array<string | null>;
  /** How many words the reply needs (the blanks). */
  blanks: number;
  /** The words in the order this attempt shows them, the extra word among them (see `shownOrder`). */
  chunks: string[];
  /** The reply's final punctuation. */
  end: string;
  /** The shown positions in the candidate's order, as last saved (empty while unanswered). */
  order: number[];
  /** Right or wrong once revealed; null before. */
  right: boolean | null;
  /** The reply in its correct order once revealed; null before. */
  correctReply: string | null;
};

/**
 * Build a Sentence as one attempt shows it, in the attempt's shuffle. `reveal` tells whether the verdicts and the
 * correct replies may be shown (to staff once submitted, to the candidate once the evaluation is released).
 */
export function buildSentenceView(
  items: readonly BuildSentenceItem[],
  answerText: string,
  shuffle: TileShuffle,
  reveal: boolean,
): BuildSentenceItemView[] {
  const answers = parseBuildSentenceAnswer(answerText, items.length);
  return items.map((item, index) => {
    const shape = shapeOf(item);
    const last = shape.parts.at(-1) ?? '';
    return {
      index,
      context: item.context,
      replyParts: shape.parts,
      blanks: shape.blanks,
      chunks: wordsShown(shape, shuffle, index),
      end: /[.?!]$/.test(last) ? last.slice(-1) : '.',
      order: (answers[index] ?? []).filter((position) => position < shape.tiles.length).slice(0, shape.blanks),
      right: reveal ? isRight(shape, answers[index] ?? null, shuffle, index) : null,
      correctReply: reveal ? filledReply(shape.parts, shape.accepted[0] ?? []) : null,
    };
  });
}

/** The items an attempt reads and is scored with: those of the bank it started on (the current one when unknown). */
export function sentenceItemsFor(
  task: { items: BuildSentenceItem[]; earlierBanks?: EarlierSentenceBanks },
  bank: number | null,
): BuildSentenceItem[] {
  if (bank === null || bank === currentSentenceBank) return task.items;
  return task.earlierBanks?.[String(bank)] ?? task.items;
}

type SentenceTask = { key: string; items?: BuildSentenceItem[]; earlierBanks?: EarlierSentenceBanks };

/** The Build a Sentence task of a test, when it has one with items. */
export function buildSentenceTask<T extends SentenceTask>(
  tasks: readonly T[],
): (T & { items: BuildSentenceItem[] }) | null {
  const task = tasks.find((candidate) => candidate.key === buildSentenceKey);
  return task?.items && task.items.length > 0 ? (task as T & { items: BuildSentenceItem[] }) : null;
}

/** The server's score of an attempt's Build a Sentence (null when the test has none), in the attempt's shuffle. */
export function buildSentenceScore(
  test: { tasks: readonly SentenceTask[] },
  attempt: {
    id: string;
    sentenceBank: number | null;
    sentenceShuffle: number | null;
    answers: ReadonlyArray<{ taskKey: string; text: string }>;
  },
): BuildSentenceResult | null {
  const task = buildSentenceTask(test.tasks);
  if (!task) return null;
  const text = attempt.answers.find((answer) => answer.taskKey === buildSentenceKey)?.text ?? '';
  return scoreBuildSentence(sentenceItemsFor(task, attempt.sentenceBank), text, tileShuffleOf(attempt));
}
