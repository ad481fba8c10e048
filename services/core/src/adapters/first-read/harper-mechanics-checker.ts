import { Dialect as HarperDialect, type Lint, type Suggestion, SuggestionKind } from 'harper.js';
import type { MechanicsChecker } from '../../application/first-read/ports.ts';
import type { Dialect, FirstReadFlag, FirstReadFlagKind } from '../../domain/first-read/first-read.ts';
import { createHarperLinter, type HarperLinter } from './harper-linter.ts';
import { isLikelyMisspelling } from './likely-misspelling.ts';

// The first read's spelling and grammar check with harper.js, Harper's grammar checker compiled to WebAssembly: it
// runs in this process and no answer text leaves the server. One linter per dialect, each built on first use
// (harper-linter.ts has why, and how it loads harper.js).

/**
 * Harper rules switched off: each flagged correct text in the question bank's model answers (docs/first-read.md has
 * the measurement), and none is about the mechanics an examiner marks down.
 * - LongSentences: a PTE summary is one long sentence by design. It must be off, not just filtered out: Harper drops
 *   lints that overlap another, and its lint on a whole long sentence hid every error inside it.
 * - WellBeing: wanted "well-being" for the standard "wellbeing".
 * - OxfordComma, NumericRangeEnDash, Hedging, AvoidAndAlso, ExpandMinimum, ExpandMemoryShorthands: house style
 *   (British English has no Oxford comma; "L/min" is not "minimum"), not errors.
 * - SplitWords, CompoundNouns, DisjointPrefixes: "wellbeing", "home town", "pre-operative" are all standard.
 * - OrthographicConsistency: wanted "SAM" for the name Sam and "ml" for "mL".
 * - MissingPreposition, WrongNegative: wrong on every hit measured ("infective" -> "defective").
 */
const disabledRules = [
  'LongSentences',
  'WellBeing',
  'OxfordComma',
  'NumericRangeEnDash',
  'Hedging',
  'AvoidAndAlso',
  'ExpandMinimum',
  'ExpandMemoryShorthands',
  'SplitWords',
  'CompoundNouns',
  'DisjointPrefixes',
  'OrthographicConsistency',
  'MissingPreposition',
  'WrongNegative',
] as const;

/**
 * Lint kinds left out: advice on style and readability, typography, and regional vocabulary (the exams accept both
 * British and American English). Harper's own removal of overlapping lints is off (it would let a dropped lint hide
 * a kept one); exact duplicates are removed here.
 */
const droppedKinds = new Set(['Style', 'Readability', 'Formatting', 'Enhancement', 'Redundancy', 'Regionalism']);

const harperDialects: Record<Dialect, HarperDialect> = {
  american: HarperDialect.American,
  british: HarperDialect.British,
};
const otherDialect: Record<Dialect, Dialect> = { american: 'british', british: 'american' };

const maxSuggestions = 3;

const warmUpText =
  'Dear Mrs Willoughby,\n\nI recieved the the results on 3 May: her INR was 2.5 and she go home today.';

export type HarperMechanicsChecker = MechanicsChecker & {
  /** Loads the WebAssembly and builds the dialect's linter now instead of on the first answer. */
  warm(dialect: Dialect): Promise<void>;
  /** Frees the linters; a later check builds them again. */
  dispose(): Promise<void>;
};

type Span = { start: number; end: number };

/**
 * Harper's span as UTF-16 offsets into `text`. harper.js 2.10 already returns UTF-16 offsets; its core counts Unicode
 * scalars, so an older or newer binding might not: the problem text it reports tells which one we got.
 */
function utf16Span(text: string, lint: Lint): Span {
  const span = lint.span();
  const raw = { start: span.start, end: span.end };
  span.free();
  const problem = lint.get_problem_text();
  if (text.slice(raw.start, raw.end) === problem) return raw;
  const scalars = Array.from(text);
  const start = scalars.slice(0, raw.start).join('').length;
  const end = start + scalars.slice(raw.start, raw.end).join('').length;
  if (text.slice(start, end) === problem) return { start, end };
  return { start: Math.min(raw.start, text.length), end: Math.min(raw.end, text.length) };
}

function replacement(suggestion: Suggestion, problem: string): string {
  const text = suggestion.get_replacement_text();
  switch (suggestion.kind()) {
    case SuggestionKind.Remove:
      return '';
    case SuggestionKind.InsertAfter:
      return problem + text;
    default:
      return text;
  }
}

function suggestionsOf(lint: Lint, problem: string): string[] {
  const all = lint.suggestions();
  const texts = all.map((suggestion) => replacement(suggestion, problem));
  for (const suggestion of all) suggestion.free();
  return [...new Set(texts)].filter((text) => text !== problem).slice(0, maxSuggestions);
}

/** Harper's message with its `code` quoting as plain quotation marks. */
const plain = (message: string) => message.replace(/`([^`]*)`/gu, '"$1"');

function kindOf(lintKind: string): FirstReadFlagKind {
  if (lintKind === 'Spelling') return 'spelling';
  if (lintKind === 'Repetition') return 'repetition';
  return 'grammar';
}

function messageOf(kind: FirstReadFlagKind, lint: Lint, problem: string): string {
  if (kind === 'spelling') return `Check the spelling of "${problem}".`;
  if (kind === 'repetition') {
    const word = problem.trim().split(/\s+/u)[0] ?? problem;
    return `"${word}" is written twice in a row.`;
  }
  return plain(lint.message());
}

type Found = { flag: FirstReadFlag; span: Span };

/** Reads the text with harper.js, locally; a linter per dialect, built on first use and kept. */
export function createHarperMechanicsChecker(): HarperMechanicsChecker {
  const config = Object.fromEntries(disabledRules.map((rule) => [rule, false]));
  const linters: Record<Dialect, HarperLinter> = {
    american: createHarperLinter(harperDialects.american, config, warmUpText),
    british: createHarperLinter(harperDialects.british, config, warmUpText),
  };

  /**
   * Which of `words` `dialect` rejects as well. Harper checks a word's spelling without its context, so the words are
   * read alone, a paragraph each: the other dialect's linter reads a few words, not the whole answer again.
   */
  async function misspeltIn(dialect: Dialect, words: Set<string>): Promise<Set<string>> {
    const text = [...words].join('\n\n');
    const misspelt = new Set<string>();
    for (const lint of await linters[dialect].lint(text)) {
      if (lint.lint_kind() === 'Spelling') {
        const span = utf16Span(text, lint);
        misspelt.add(text.slice(span.start, span.end));
      }
      lint.free();
    }
    return misspelt;
  }

  return {
    async check({ taskKey, text, dialect }) {
      const found: Found[] = [];
      const problemAt = (span: Span) => text.slice(span.start, span.end);
      for (const lint of await linters[dialect].lint(text)) {
        const lintKind = lint.lint_kind();
        if (!droppedKinds.has(lintKind)) {
          const span = utf16Span(text, lint);
          const problem = text.slice(span.start, span.end);
          const kind = kindOf(lintKind);
          const suggestions = suggestionsOf(lint, problem);
          if (kind !== 'spelling' || isLikelyMisspelling(text, span, problem, suggestions[0])) {
            const message = messageOf(kind, lint, problem);
            found.push({ span, flag: { taskKey, kind, start: span.start, end: span.end, message, suggestions } });
          }
        }
        lint.free();
      }
      const spellings = new Set(
        found.filter(({ flag }) => flag.kind === 'spelling').map(({ span }) => problemAt(span)),
      );
      // A spelling the other dialect accepts is no slip: both are accepted in every exam.
      const misspelt = spellings.size > 0 ? await misspeltIn(otherDialect[dialect], spellings) : spellings;
      // One flag per passage: with Harper's own deduplication off, two rules may mark the same words.
      const byPassage = new Map<string, FirstReadFlag>();
      for (const { flag, span } of found) {
        const key = `${span.start}:${span.end}`;
        if (flag.kind === 'spelling' && !misspelt.has(problemAt(span))) continue;
        if (!byPassage.has(key)) byPassage.set(key, flag);
      }
      return [...byPassage.values()].sort((a, b) => (a.start ?? 0) - (b.start ?? 0));
    },

    warm: (dialect) => linters[dialect].prepare(),
    async dispose() {
      await Promise.all([linters.american.dispose(), linters.british.dispose()]);
    },
  };
}
