import type { ExamKey } from '../exam/exam.ts';
import { getExam } from '../exam/exam-catalogue.ts';
import { DomainError } from '../shared/domain-error.ts';

/** As long as an anchored comment may be, so any saved phrase fits into a comment. */
export const commentPhraseMaxLength = 1_000;

/**
 * A phrase a tutor keeps in their comment bank for one rubric criterion of one exam, to insert into comments on
 * passages instead of typing it again. Private to the tutor who saved it.
 */
export type CommentPhrase = {
  id: string;
  /** The profile id of the tutor (or admin) who saved it. */
  ownerId: string;
  exam: ExamKey;
  /** A rubric criterion key of the exam (RubricCriterion.key), e.g. 'lexicalResource'. */
  criterion: string;
  /** Trimmed, 1 to commentPhraseMaxLength characters. */
  text: string;
  createdAt: Date;
};

/** The phrase's text, trimmed at both ends (inner line breaks kept); BAD_USER_INPUT when empty or too long. */
export function commentPhraseText(raw: string): string {
  const text = raw.trim();
  if (text.length === 0)
    throw new DomainError('BAD_USER_INPUT', 'VALUE_REQUIRED', 'Write the phrase before saving it.');
  if (text.length > commentPhraseMaxLength) {
    throw new DomainError(
      'BAD_USER_INPUT',
      'TEXT_TOO_LONG',
      `A phrase has at most ${commentPhraseMaxLength} characters.`,
    );
  }
  return text;
}

/** The criterion key when the exam's rubric has it (for any of its tasks); BAD_USER_INPUT naming the keys otherwise. */
export function commentPhraseCriterion(exam: ExamKey, raw: string): string {
  const criteria = getExam(exam).rubric.criteria;
  if (criteria.some((criterion) => criterion.key === raw)) return raw;
  const keys = [...new Set(criteria.map((criterion) => criterion.key))].join(', ');
  throw new DomainError(
    'BAD_USER_INPUT',
    'UNKNOWN_VALUE',
    `The ${exam} rubric has no criterion "${raw}"; it has: ${keys}.`,
  );
}

/** Why one more phrase is refused when the bank holds `max` already. */
export function commentBankFullMessage(max: number): string {
  return `Your comment bank holds ${max} phrases, the most allowed: delete one you no longer use before saving another.`;
}

/** The bank's phrases in the order the picker lists them: by criterion, then oldest first. */
export function orderCommentPhrases(phrases: readonly CommentPhrase[]): CommentPhrase[] {
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...phrases].sort(
    (a, b) => byText(a.criterion, b.criterion) || a.createdAt.getTime() - b.createdAt.getTime() || byText(a.id, b.id),
  );
}
