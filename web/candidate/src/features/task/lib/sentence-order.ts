// TOEFL Build a Sentence answers are stored as text like every answer: one line per item, the shown positions of the
// chunks in the candidate's order, comma-separated ('2,0,3,1'); an empty line is an item not answered yet. The
// server reads the same format and scores it.

/** The task key of Build a Sentence (TOEFL's first task). */
export const buildSentenceKey = 'buildSentence';

/** The tasks answered in words: all but Build a Sentence (revisions, comments and rewrites concern these only). */
export function writtenTasks<T extends { key: string }>(tasks: readonly T[]): T[] {
  return tasks.filter((task) => task.key !== buildSentenceKey);
}

/** Per item, the positions placed so far, in order; unreadable lines count as unanswered. */
export function parseOrders(text: string, itemCount: number): number[][] {
  const lines = text.split('\n');
  return Array.from({ length: itemCount }, (_, index) => {
    const line = (lines[index] ?? '').trim();
    if (!line) return [];
    const positions = line.split(',').map((part) => Number(part.trim()));
    return positions.every((position) => Number.isInteger(position) && position >= 0) ? positions : [];
  });
}

export function formatOrders(orders: readonly (readonly number[])[]): string {
  return orders.map((order) => order.join(',')).join('\n');
}

/** Moves the placed chunk at `from` to `to` within an order (drag to reorder). */
export function moveWithin(order: readonly number[], from: number, to: number): number[] {
  const next = [...order];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}
