import type { CommentPhrase } from '../../domain/comment-bank/comment-phrase.ts';
import type { ExamKey } from '../../domain/exam/exam.ts';

/** What saving a phrase did: stored it, found the identical one stored already, or found the bank full. */
export type SavePhraseOutcome =
  | { outcome: 'saved'; phrase: CommentPhrase }
  | { outcome: 'existing'; phrase: CommentPhrase }
  | { outcome: 'full' };

/**
 * The tutors' comment banks, in the database (every replica sees the same bank). One row per (owner, exam, criterion,
 * text), held by a unique constraint.
 */
export type CommentPhraseStore = {
  /**
   * Stores the phrase unless its owner already has the identical one (same exam, criterion and text: that one is
   * returned) or holds `maxPerOwner` phrases. Serialised per owner, so concurrent saves neither duplicate a phrase
   * nor pass the limit.
   */
  saveWithinLimit(phrase: CommentPhrase, limit: { maxPerOwner: number }): Promise<SavePhraseOutcome>;
  /** The owner's phrases for one exam, in any order. */
  listByOwner(ownerId: string, exam: ExamKey): Promise<CommentPhrase[]>;
  /** Deletes the owner's phrase; false when there is none with this id for this owner (gone already, or another's). */
  delete(input: { id: string; ownerId: string }): Promise<boolean>;
};
