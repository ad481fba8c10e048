import { diffWords } from 'diff';

export type DiffSegment = { kind: 'same' | 'added' | 'removed'; text: string };

export type AnswerComparison = {
  /** The first text: kept words and the words removed from it. */
  original: DiffSegment[];
  /** The second text: kept words and the words added to it. */
  revised: DiffSegment[];
  /** Both in one text, for a single column: kept words, each removed passage followed by what replaced it. */
  inline: DiffSegment[];
  changed: boolean;
};

/**
 * Word-level comparison of two texts (the candidate's answer with the tutor's revision, or with the candidate's
 * rewrite), split into the two sides to show and merged into one inline text.
 */
export function compareAnswers(original: string, revised: string): AnswerComparison {
  const result: AnswerComparison = { original: [], revised: [], inline: [], changed: false };
  for (const change of diffWords(original, revised)) {
    if (change.added) {
      result.revised.push({ kind: 'added', text: change.value });
      result.inline.push({ kind: 'added', text: change.value });
      result.changed = true;
    } else if (change.removed) {
      result.original.push({ kind: 'removed', text: change.value });
      result.inline.push({ kind: 'removed', text: change.value });
      result.changed = true;
    } else {
      result.original.push({ kind: 'same', text: change.value });
      result.revised.push({ kind: 'same', text: change.value });
      result.inline.push({ kind: 'same', text: change.value });
    }
  }
  return result;
}

/** How many words the inline comparison adds and removes (whitespace-separated words of the changed passages). */
export function changedWordCounts(inline: readonly DiffSegment[]): { added: number; removed: number } {
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
  const counts = { added: 0, removed: 0 };
  for (const segment of inline) {
    if (segment.kind === 'added') counts.added += words(segment.text);
    else if (segment.kind === 'removed') counts.removed += words(segment.text);
  }
  return counts;
}
