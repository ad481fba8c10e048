// TOEFL Build a Sentence as both apps show a reply: the reply's given text with the placed words in its blanks.

/** What the apps read of an item (Attempt.sentenceItems). */
export type SentenceReply = {
  /** Given text, or null for a blank, in reading order (the final punctuation last). */
  replyParts: ReadonlyArray<string | null>;
  blanks: number;
  /** The words in the order shown. */
  chunks: readonly string[];
  /** Shown positions placed so far, one per blank from the first. */
  order: readonly number[];
};

/** The words placed so far, blank by blank. */
export function placedWords(item: Pick<SentenceReply, 'chunks' | 'order'>): string[] {
  return item.order.flatMap((position) => {
    const chunk = item.chunks[position];
    return chunk === undefined ? [] : [chunk];
  });
}

/** A word as shown in the reply: the first word of the sentence starts with a capital, the data never does. */
export function shownWord(word: string, first: boolean): string {
  return first ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** The reply as placed: the given text with the words in their blanks, '___' where a blank is still empty. */
export function placedReply(item: SentenceReply): string {
  const words = placedWords(item);
  let next = 0;
  const text = item.replyParts
    .map((part) => part ?? words[next++] ?? '___')
    .join(' ')
    .replace(/ ([.,?!;:])/g, '$1');
  return shownWord(text, true);
}

/** Whether every blank holds a word. */
export function isComplete(item: Pick<SentenceReply, 'blanks' | 'order'>): boolean {
  return item.order.length >= item.blanks;
}
