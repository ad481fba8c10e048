import { textOffsetWithin } from '@mocktest/web-shared/passages';

/** A passage of one task's answer: offsets into the submitted text, end exclusive. */
export type AnswerPassage = { taskKey: string; start: number; end: number };

type RangeLike = { startContainer: Node; startOffset: number; endContainer: Node; endOffset: number };
type SelectionLike = { rangeCount: number; isCollapsed: boolean; getRangeAt: (index: number) => RangeLike };
type OffsetWithin = (container: Node, node: Node, offset: number) => number | null;

/**
 * The selection as offsets into the answer of the task whose element holds it (the reading pane's answers, by task
 * key); null when nothing is selected or the selection does not lie within one answer.
 */
export function selectedPassage(
  answers: ReadonlyMap<string, Node>,
  selection: SelectionLike | null,
  offsetWithin: OffsetWithin = textOffsetWithin,
): AnswerPassage | null {
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  for (const [taskKey, container] of answers) {
    const start = offsetWithin(container, range.startContainer, range.startOffset);
    const end = offsetWithin(container, range.endContainer, range.endOffset);
    if (start !== null && end !== null && start < end) return { taskKey, start, end };
  }
  return null;
}

/** The index of the first comment on exactly this passage (same task, start and end), or -1. */
export function commentOnPassage(comments: readonly AnswerPassage[], passage: AnswerPassage): number {
  return comments.findIndex(
    (comment) => comment.taskKey === passage.taskKey && comment.start === passage.start && comment.end === passage.end,
  );
}

type CriterionComment = AnswerPassage & { criterion: string };

/** The index of another comment (not `except`) on the same passage with the same criterion, or -1. */
export function duplicateComment(
  comments: readonly CriterionComment[],
  comment: CriterionComment,
  except: number | null = null,
): number {
  return comments.findIndex(
    (other, index) =>
      index !== except && commentOnPassage([other], comment) === 0 && other.criterion === comment.criterion,
  );
}

/** The first pair of comments on the same passage with the same criterion (indices from 0), or null. */
export function firstDuplicatePair(comments: readonly CriterionComment[]): [number, number] | null {
  for (let index = 0; index < comments.length; index++) {
    const comment = comments[index] as CriterionComment;
    const earlier = duplicateComment(comments.slice(0, index), comment);
    if (earlier >= 0) return [earlier, index];
  }
  return null;
}

/** Why two comments cannot both be kept, naming them by their numbers (from 1). */
export function duplicateCommentMessage(kept: number, other: number | null = null): string {
  return other === null
    ? `Comment [${kept + 1}] is already on this passage with this criterion; edit that comment instead.`
    : `Comments [${kept + 1}] and [${other + 1}] are on the same passage with the same criterion; remove one of them.`;
}
