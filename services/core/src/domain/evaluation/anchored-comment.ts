import type { Answer } from '../attempt/attempt.ts';
import type { Exam } from '../exam/exam.ts';
import { criteriaForTask } from '../exam/exam-catalogue.ts';
import { DomainError } from '../shared/domain-error.ts';

/**
 * A tutor's comment on a passage of the submitted answer of one task. `start` and `end` are offsets into that answer's
 * text in UTF-16 code units (what a browser's selection reports), `end` exclusive; the text never changes after
 * submission, so the offsets stay true.
 */
export type AnchoredComment = {
  taskKey: string;
  start: number;
  end: number;
  /** A rubric criterion key of the exam that scores this task. */
  criterion: string;
  text: string;
};

export const maxAnchoredComments = 100;
export const maxAnchoredCommentCharacters = 1_000;

type CommentContext = {
  exam: Exam;
  /** The tasks of the graded test. */
  taskKeys: readonly string[];
  /** The submitted answers the offsets point into. */
  answers: readonly Answer[];
};

const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

// An offset between the two halves of an emoji or other astral character would cut it in half when highlighted.
function splitsCharacter(text: string, offset: number): boolean {
  return offset > 0 && offset < text.length && isLowSurrogate(text.charCodeAt(offset));
}

/** Validates and trims the comments against the submitted answers and the exam's rubric. */
export function validateAnchoredComments(
  comments: readonly AnchoredComment[],
  context: CommentContext,
): AnchoredComment[] {
  if (comments.length > maxAnchoredComments) {
    throw new DomainError(
      'BAD_USER_INPUT',
      'TOO_MANY_ITEMS',
      `An evaluation may have at most ${maxAnchoredComments} comments.`,
    );
  }
  return comments.map((comment, index) => {
    const position = `Comment ${index + 1}`;
    const { taskKey, start, end, criterion } = comment;
    const task = context.exam.tasks.find((candidate) => candidate.key === taskKey);
    if (!task || !context.taskKeys.includes(taskKey)) {
      throw new DomainError('BAD_USER_INPUT', 'UNKNOWN_VALUE', `${position}: this test has no task '${taskKey}'.`);
    }
    const answer = context.answers.find((candidate) => candidate.taskKey === taskKey)?.text ?? '';
    if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || start >= end || end > answer.length) {
      throw new DomainError(
        'BAD_USER_INPUT',
        'PASSAGE_INVALID',
        `${position}: the passage ${start}-${end} is not within the answer to ${task.title} (${answer.length} characters); select a passage of it.`,
      );
    }
    if (splitsCharacter(answer, start) || splitsCharacter(answer, end)) {
      throw new DomainError('BAD_USER_INPUT', 'PASSAGE_INVALID', `${position}: the passage cuts a character in half.`);
    }
    if (!criteriaForTask(context.exam.rubric, taskKey).some((candidate) => candidate.key === criterion)) {
      throw new DomainError(
        'BAD_USER_INPUT',
        'UNKNOWN_VALUE',
        `${position}: '${criterion}' is not a criterion of ${task.title}.`,
      );
    }
    const text = typeof comment.text === 'string' ? comment.text.trim() : '';
    if (!text) throw new DomainError('BAD_USER_INPUT', 'VALUE_REQUIRED', `${position} needs a text.`);
    if (Array.from(text).length > maxAnchoredCommentCharacters) {
      throw new DomainError(
        'BAD_USER_INPUT',
        'TEXT_TOO_LONG',
        `${position} may be at most ${maxAnchoredCommentCharacters.toLocaleString('en-US')} characters.`,
      );
    }
    return { taskKey, start, end, criterion, text };
  });
}
