/** What kind of point the automatic first read found (FirstReadFlagKind). */
export type FlagKind = 'SPELLING' | 'GRAMMAR' | 'REPETITION' | 'LENGTH' | 'PARAGRAPHING';

/** One flag as both apps read it (FirstReadFlag). */
export type FlagView = {
  taskKey: string;
  kind: FlagKind;
  /** UTF-16 offsets into the task's submitted answer, end exclusive; null for a point about the whole answer. */
  start?: number | null;
  end?: number | null;
  message: string;
  suggestions: readonly string[];
  /** The rubric criterion a comment on it would most likely be about. */
  criterion: string;
};

/** A flag on a passage of the answer, its offsets checked against the text. */
export type PassageFlag = FlagView & { start: number; end: number };

/** The kinds in the legend's order, each with its name. */
export const flagKinds: readonly { kind: FlagKind; label: string; onPassage: boolean }[] = [
  { kind: 'SPELLING', label: 'Spelling', onPassage: true },
  { kind: 'GRAMMAR', label: 'Grammar', onPassage: true },
  { kind: 'REPETITION', label: 'Repeated word', onPassage: true },
  { kind: 'LENGTH', label: 'Length', onPassage: false },
  { kind: 'PARAGRAPHING', label: 'Paragraphing', onPassage: false },
];

/** The kind's name, e.g. 'Repeated word'. */
export function flagKindLabel(kind: string): string {
  return flagKinds.find((entry) => entry.kind === kind)?.label ?? kind;
}

/** Whether the flag lies on a passage of `text` (offsets inside it); false for whole-answer points. */
export function isPassageFlag<F extends FlagView>(flag: F, text: string): flag is F & PassageFlag {
  const { start, end } = flag;
  return typeof start === 'number' && typeof end === 'number' && start >= 0 && start < end && end <= text.length;
}

/** One task's flags: the whole-answer points first, then the passages in the answer's order. */
export function taskFlags<F extends FlagView>(flags: readonly F[], taskKey: string, text: string): F[] {
  const own = flags.filter((flag) => flag.taskKey === taskKey);
  const whole = own.filter((flag) => !isPassageFlag(flag, text));
  const passages = own.filter((flag) => isPassageFlag(flag, text));
  passages.sort((a, b) => (a.start ?? 0) - (b.start ?? 0) || (a.end ?? 0) - (b.end ?? 0));
  return [...whole, ...passages];
}

/** The passage with a few words either side, cut at word boundaries and marked with an ellipsis where cut. */
export type Excerpt = { before: string; passage: string; after: string };

export function flagExcerpt(text: string, start: number, end: number, around = 30): Excerpt {
  let from = Math.max(0, start - around);
  let to = Math.min(text.length, end + around);
  // Whole words only, and never past a paragraph break.
  if (from > 0) from = nextWordStart(text, from, start);
  if (to < text.length) to = previousWordEnd(text, to, end);
  const lineBefore = text.lastIndexOf('\n', start - 1);
  if (lineBefore >= from) from = lineBefore + 1;
  const lineAfter = text.indexOf('\n', end);
  if (lineAfter >= 0 && lineAfter < to) to = lineAfter;
  const before = text.slice(from, start).trimStart();
  const after = text.slice(end, to).trimEnd();
  return {
    before: `${from > 0 && text[from - 1] !== '\n' ? '…' : ''}${before}`,
    passage: text.slice(start, end),
    after: `${after}${to < text.length && text[to] !== '\n' ? '…' : ''}`,
  };
}

function nextWordStart(text: string, from: number, limit: number): number {
  const space = text.slice(from, limit).search(/\s/);
  return space < 0 ? limit : from + space + 1;
}

function previousWordEnd(text: string, to: number, limit: number): number {
  const slice = text.slice(limit, to);
  const space = Math.max(slice.lastIndexOf(' '), slice.lastIndexOf('\n'));
  return space < 0 ? limit : limit + space;
}

/** Which English the answers were read as, and that the other spelling passes too. */
export function dialectNote(dialect: string): string {
  if (/american/i.test(dialect)) return 'Read as American English; British spellings are accepted too.';
  if (/british/i.test(dialect)) return 'Read as British English; American spellings are accepted too.';
  return dialect ? `Read as ${dialect}.` : '';
}

/** The replacements to show, at most three, e.g. '"received"' or '"which", "witch"'. */
export function suggestionList(suggestions: readonly string[], most = 3): string {
  return suggestions
    .slice(0, most)
    .map((suggestion) => `“${suggestion}”`)
    .join(', ');
}
