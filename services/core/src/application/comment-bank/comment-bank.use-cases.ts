import {
  type CommentPhrase,
  commentBankFullMessage,
  commentPhraseCriterion,
  commentPhraseText,
  orderCommentPhrases,
} from '../../domain/comment-bank/comment-phrase.ts';
import type { ExamKey } from '../../domain/exam/exam.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps, CoreSettings } from '../deps.ts';
import { requireStaff } from '../shared/access.ts';

/** Only what the comment bank reads and writes: its store, the clock and ids, and the per-tutor limit. */
export type CommentBankDeps = Pick<CoreDeps, 'clock' | 'ids' | 'commentPhrases'> & {
  settings: Pick<CoreSettings, 'commentPhrasesPerTutor'>;
};

/** The caller's phrases for one exam, by criterion and then oldest first; tutors and admins only. */
export async function listMyCommentPhrases(
  deps: Pick<CommentBankDeps, 'commentPhrases'>,
  input: { actor: Profile; exam: ExamKey },
): Promise<CommentPhrase[]> {
  requireStaff(input.actor);
  return orderCommentPhrases(await deps.commentPhrases.listByOwner(input.actor.id, input.exam));
}

/**
 * Saves a phrase to the caller's bank for a criterion of the exam's rubric. Saving the identical phrase again (same
 * exam, criterion and trimmed text) returns the stored one, however many requests race; one more than
 * COMMENT_PHRASES_PER_TUTOR is refused with CONFLICT.
 */
export async function saveCommentPhrase(
  deps: CommentBankDeps,
  input: { actor: Profile; exam: ExamKey; criterion: string; text: string },
): Promise<CommentPhrase> {
  requireStaff(input.actor);
  const phrase: CommentPhrase = {
    id: deps.ids.newId(),
    ownerId: input.actor.id,
    exam: input.exam,
    criterion: commentPhraseCriterion(input.exam, input.criterion),
    text: commentPhraseText(input.text),
    createdAt: deps.clock.now(),
  };
  const max = deps.settings.commentPhrasesPerTutor;
  const result = await deps.commentPhrases.saveWithinLimit(phrase, { maxPerOwner: max });
  if (result.outcome === 'full') throw new DomainError('CONFLICT', 'COMMENT_BANK_FULL', commentBankFullMessage(max));
  return result.phrase;
}

/**
 * Deletes one of the caller's phrases; true when this call deleted it, false when it was gone already (a second
 * click, another tab) or is not the caller's.
 */
export async function deleteCommentPhrase(
  deps: Pick<CommentBankDeps, 'commentPhrases'>,
  input: { actor: Profile; id: string },
): Promise<boolean> {
  requireStaff(input.actor);
  return deps.commentPhrases.delete({ id: input.id, ownerId: input.actor.id });
}
