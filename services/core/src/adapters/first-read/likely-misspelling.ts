// Which of Harper's spelling flags read as a learner's slip rather than a name or a specialist word the dictionary
// lacks: pure text rules, measured on the question bank's model answers (docs/first-read.md).

type Span = { start: number; end: number };

/** Edit distance with a swap of two neighbouring letters counted as one edit (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => i + j));
  const at = (i: number, j: number) => rows[i]?.[j] ?? 0;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = rows[i] as number[];
      row[j] = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(at(i, j), at(i - 2, j - 2) + 1);
      }
    }
  }
  return at(a.length, b.length);
}

/**
 * Whether the word begins a sentence, where an ordinary word has a capital too. A line counts as a sentence's start
 * only when the line reads as prose (ends like a sentence or runs to six words or more): the short lines of a letter's
 * addresses and signature are names.
 */
function startsSentence(text: string, start: number): boolean {
  const before = text.slice(0, start).replace(/["'“‘(]*$/u, '');
  if (/[.!?]\s+$/u.test(before)) return !/\b(?:Mr|Mrs|Ms|Dr|Prof|St)\.\s+$/u.test(before);
  if (before !== '' && !/\n\s*$/u.test(before)) return false;
  const line = text.slice(start).split('\n', 1)[0]?.trim() ?? '';
  return /[.!?]["'”’)]*$/u.test(line) || line.split(/\s+/u).length >= 6;
}

/** A capitalised word that is a name: possessive, or written with its capital elsewhere inside a sentence. */
function isName(text: string, start: number, word: string): boolean {
  if (/['’]s$/u.test(word)) return true;
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  for (const match of text.matchAll(new RegExp(`\\b${escaped}\\b`, 'gu'))) {
    if (match.index !== start && !startsSentence(text, match.index)) return true;
  }
  return false;
}

/** The word without its hyphens and spaces: "pre-operative" and "wellbeing" are standard beside their other forms. */
const joined = (word: string) => word.replace(/[-\s]/gu, '').toLowerCase();

/** The dialect pairs the linters' dictionaries miss: British ae/oe (anaemia, oedema) for American e. */
const isDialectVariant = (word: string, suggestion: string) =>
  word.replace(/ae|oe/giu, (pair) => pair.slice(1)).toLowerCase() === suggestion.toLowerCase();

/**
 * Whether a spelling lint is worth showing. Harper's dictionary lacks the names and the medical words exam answers are
 * full of (in the model answers they were most of its flags), while a learner's slip is nearly always one edit (a
 * letter added, dropped, changed, or two swapped) from the word meant, and so is Harper's first suggestion for it. So:
 * never a name (a capital inside a sentence, on a short address line, or seen inside a sentence elsewhere), an acronym,
 * a unit (mmHg) or a token with digits; never a hyphenated, closed or British (ae, oe) form of the suggested word; and
 * the first suggestion must be one edit away (which leaves out most long medical words, and misses a learner's rarer
 * two-letter slips such as "tommorow").
 */
export function isLikelyMisspelling(text: string, span: Span, problem: string, best: string | undefined): boolean {
  if (best === undefined || problem.length < 2) return false;
  if (/.\p{Lu}|\d/u.test(problem)) return false;
  const capitalised = /^\p{Lu}/u.test(problem);
  if (capitalised && (!startsSentence(text, span.start) || isName(text, span.start, problem))) return false;
  if (joined(problem) === joined(best) || isDialectVariant(problem, best)) return false;
  return editDistance(problem.toLowerCase(), best.toLowerCase()) <= 1;
}
