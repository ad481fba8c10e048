import type { CommentPhrase } from '../../domain/comment-bank/comment-phrase.ts';
import type { CommentPhraseStore } from '../comment-bank/ports.ts';

export type InMemoryCommentPhraseStore = CommentPhraseStore & {
  snapshot(): () => void;
  /** Every stored phrase, of every owner. */
  all(): CommentPhrase[];
};

const samePhrase = (a: CommentPhrase, b: CommentPhrase) =>
  a.ownerId === b.ownerId && a.exam === b.exam && a.criterion === b.criterion && a.text === b.text;

/**
 * Comment banks in memory, with the database's rules: one row per (owner, exam, criterion, text), the per-owner limit
 * checked with the insert (the fake runs each call to its end before the next, as the per-owner lock serialises them).
 */
export function createInMemoryCommentPhraseStore(seed: CommentPhrase[] = []): InMemoryCommentPhraseStore {
  let rows = new Map(seed.map((phrase) => [phrase.id, structuredClone(phrase)]));
  return {
    async saveWithinLimit(phrase, { maxPerOwner }) {
      const existing = [...rows.values()].find((row) => samePhrase(row, phrase));
      if (existing) return { outcome: 'existing', phrase: structuredClone(existing) };
      const owned = [...rows.values()].filter((row) => row.ownerId === phrase.ownerId).length;
      if (owned >= maxPerOwner) return { outcome: 'full' };
      if (rows.has(phrase.id)) throw new Error(`duplicate key: comment phrase ${phrase.id}`);
      rows.set(phrase.id, structuredClone(phrase));
      return { outcome: 'saved', phrase: structuredClone(phrase) };
    },
    async listByOwner(ownerId, exam) {
      return [...rows.values()]
        .filter((row) => row.ownerId === ownerId && row.exam === exam)
        .map((row) => structuredClone(row));
    },
    async delete({ id, ownerId }) {
      if (rows.get(id)?.ownerId !== ownerId) return false;
      return rows.delete(id);
    },
    snapshot() {
      const saved = new Map(rows);
      return () => {
        rows = saved;
      };
    },
    all: () => [...rows.values()].map((row) => structuredClone(row)),
  };
}
