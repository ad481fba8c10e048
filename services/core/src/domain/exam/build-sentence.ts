// TOEFL Build a Sentence: each item is a short exchange whose reply the candidate assembles from word chunks. The
// content gives the chunks in the one correct order; the candidate sees them shuffled and answers with an order of
// chunk indexes per item, scored exactly by the server.

/** One item: the message being replied to, the reply's chunks in the correct order, and its final punctuation. */
export type BuildSentenceItem = {
  context: string;
  /** The reply's words and phrases in the one correct order (all distinct; the first starts with a capital). */
  chunks: string[];
  end: '.' | '?';
};

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

/**
 * The order the candidate sees an item's chunks in: `shown[i]` is the index (in the correct order) of the chunk at
 * position i. Deterministic per seed (the attempt's id) and item, and never the correct order itself.
 */
export function shownOrder(chunkCount: number, seed: string, itemIndex: number): number[] {
  const order = Array.from({ length: chunkCount }, (_, index) => index);
  let state = hash(`${seed}:${itemIndex}`) || 1;
  for (let i = order.length - 1; i > 0; i--) {
    // xorshift32: small, seedable, good enough to shuffle a handful of chunks.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    const j = state % (i + 1);
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  // A shuffle may land on the correct order; rotating by one never does (with two or more chunks).
  const correct = order.every((value, index) => value === index);
  return correct && order.length > 1 ? [...order.slice(1), order[0] as number] : order;
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
  /** Per item: right only when every chunk is placed and in the one correct order. */
  right: boolean[];
  rightCount: number;
  total: number;
};

/** Scores an answer exactly, on the server: the shown positions are mapped back through the item's shuffle. */
export function scoreBuildSentence(
  items: readonly BuildSentenceItem[],
  answerText: string,
  seed: string,
): BuildSentenceResult {
  const answers = parseBuildSentenceAnswer(answerText, items.length);
  const right = items.map((item, index) => {
    const positions = answers[index];
    if (!positions || positions.length !== item.chunks.length) return false;
    const shown = shownOrder(item.chunks.length, seed, index);
    return positions.every((position, place) => shown[position] === place);
  });
  const rightCount = right.filter(Boolean).length;
  return { right, rightCount, total: items.length };
}

/** One item as a reader sees it: the chunks in the order shown, and the verdict once it may be told. */
export type BuildSentenceItemView = {
  index: number;
  context: string;
  /** The chunks in the order this attempt shows them (never the correct order). */
  chunks: string[];
  end: '.' | '?';
  /** The shown positions in the candidate's order, as last saved (empty while unanswered). */
  order: number[];
  /** Right or wrong once revealed; null before. */
  right: boolean | null;
  /** The reply in its correct order once revealed; null before. */
  correctReply: string | null;
};

/**
 * Build a Sentence as one attempt shows it, seeded by the attempt's id. `reveal` tells whether the verdicts and the
 * correct replies may be shown (to staff once submitted, to the candidate once the evaluation is released).
 */
export function buildSentenceView(
  items: readonly BuildSentenceItem[],
  answerText: string,
  seed: string,
  reveal: boolean,
): BuildSentenceItemView[] {
  const answers = parseBuildSentenceAnswer(answerText, items.length);
  const result = reveal ? scoreBuildSentence(items, answerText, seed) : null;
  return items.map((item, index) => ({
    index,
    context: item.context,
    chunks: shownOrder(item.chunks.length, seed, index).map((place) => item.chunks[place] ?? ''),
    end: item.end,
    order: (answers[index] ?? []).filter((position) => position < item.chunks.length),
    right: result ? (result.right[index] ?? false) : null,
    correctReply: result ? `${item.chunks.join(' ')}${item.end}` : null,
  }));
}

/** The Build a Sentence task of a test, when it has one with items. */
export function buildSentenceTask<T extends { key: string; items?: BuildSentenceItem[] }>(
  tasks: readonly T[],
): (T & { items: BuildSentenceItem[] }) | null {
  const task = tasks.find((candidate) => candidate.key === buildSentenceKey);
  return task?.items && task.items.length > 0 ? (task as T & { items: BuildSentenceItem[] }) : null;
}

/** The server's score of an attempt's Build a Sentence (null when the test has none): the seed is the attempt's id. */
export function buildSentenceScore(
  test: { tasks: ReadonlyArray<{ key: string; items?: BuildSentenceItem[] }> },
  attempt: { id: string; answers: ReadonlyArray<{ taskKey: string; text: string }> },
): BuildSentenceResult | null {
  const task = buildSentenceTask(test.tasks);
  if (!task) return null;
  const text = attempt.answers.find((answer) => answer.taskKey === buildSentenceKey)?.text ?? '';
  return scoreBuildSentence(task.items, text, attempt.id);
}
