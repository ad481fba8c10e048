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
