import { type FlagView, isPassageFlag, suggestionList } from '@mocktest/web-shared/first-read';
import { maxCommentCharacters } from './evaluation-form';

/** Where a comment made from a flag is anchored: offsets into the task's submitted answer, end exclusive. */
export type FlagAnchor = { taskKey: string; start: number; end: number };

/**
 * The passage a comment on the flag sits on: the flag's own passage; for a point about the whole answer (length,
 * paragraphing), the answer's first paragraph without its surrounding spaces, which for an answer not split into
 * paragraphs is all of it. Null for an answer with no text.
 */
export function flagAnchor(flag: FlagView, text: string): FlagAnchor | null {
  if (isPassageFlag(flag, text)) return { taskKey: flag.taskKey, start: flag.start, end: flag.end };
  const start = text.search(/\S/);
  if (start < 0) return null;
  const breakAt = text.indexOf('\n', start);
  const paragraph = text.slice(start, breakAt < 0 ? text.length : breakAt);
  return { taskKey: flag.taskKey, start, end: start + paragraph.trimEnd().length };
}

/** The comment's starting text: what was found and the checker's best suggestion, for the tutor to edit. */
export function flagCommentText(flag: Pick<FlagView, 'message' | 'suggestions'>): string {
  const suggestions = suggestionList(flag.suggestions, 1);
  const text = suggestions ? `${flag.message.trim()} Suggestion: ${suggestions}.` : flag.message.trim();
  return text.length > maxCommentCharacters ? text.slice(0, maxCommentCharacters) : text;
}

type Criterion = { taskKey?: string | null; key: string };

/** The flag's suggested criterion when the task's rubric has it, else the task's first criterion. */
export function flagCriterion(flag: Pick<FlagView, 'taskKey' | 'criterion'>, criteria: readonly Criterion[]): string {
  const own = criteria.filter((criterion) => !criterion.taskKey || criterion.taskKey === flag.taskKey);
  return own.some((criterion) => criterion.key === flag.criterion) ? flag.criterion : (own[0]?.key ?? flag.criterion);
}

type NumberedComment = FlagAnchor & { criterion: string; number: number };

/**
 * The comment that already covers the flag: any comment on exactly its passage; for a whole-answer point, the one on
 * its anchor with its criterion (length and paragraphing share the first paragraph, on different criteria).
 */
export function flagCommentOf<C extends NumberedComment>(
  comments: readonly C[],
  anchor: FlagAnchor,
  criterion: string,
  wholeAnswer: boolean,
): C | undefined {
  return comments.find(
    (comment) =>
      comment.taskKey === anchor.taskKey &&
      comment.start === anchor.start &&
      comment.end === anchor.end &&
      (!wholeAnswer || comment.criterion === criterion),
  );
}

/** The element id of a flag's entry in its task's list, also the key its underline carries in the answer. */
export function flagElementId(taskKey: string, index: number): string {
  return `first-read-${taskKey}-${index}`;
}

/** The underlines of a task's passage flags (in the order `taskFlags` lists them), each keyed by its entry's id. */
export function flagUnderlines(
  taskKey: string,
  text: string,
  flags: readonly FlagView[],
  label: (flag: FlagView) => string,
) {
  return flags.flatMap((flag, index) =>
    isPassageFlag(flag, text)
      ? [{ start: flag.start, end: flag.end, kind: flag.kind, label: label(flag), key: flagElementId(taskKey, index) }]
      : [],
  );
}
