import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { CommentPhraseStore } from '../../application/comment-bank/ports.ts';
import type { CommentPhrase } from '../../domain/comment-bank/comment-phrase.ts';
import type { ExamKey } from '../../domain/exam/exam.ts';

// Hand-written SQL over comment_phrases (Migration20261128141000_comment_bank), outside the mapped schema like
// test_clocks: a handful of small statements, none needing the identity map.
const columns = 'id, owner_id, exam, criterion, text, created_at';

type Row = {
  id: string;
  owner_id: string;
  exam: string;
  criterion: string;
  text: string;
  created_at: Date | string;
};

const toPhrase = (row: Row): CommentPhrase => ({
  id: row.id,
  ownerId: row.owner_id,
  exam: row.exam as ExamKey,
  criterion: row.criterion,
  text: row.text,
  createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
});

/** CommentPhraseStore on PostgreSQL (or PGlite): saves serialised per owner, a unique constraint under them. */
export function createMikroOrmCommentPhraseStore(em: () => EntityManager): CommentPhraseStore {
  const sql = () => em() as SqlEntityManager;
  const sameText = 'owner_id = ? and exam = ? and criterion = ? and text_md5 = md5(?) and text = ?';
  return {
    saveWithinLimit: (phrase, { maxPerOwner }) =>
      em().transactional(async (tx) => {
        const inTx = tx as SqlEntityManager;
        const rows = async (query: string, params: unknown[]) => (await inTx.execute(query, params, 'all')) as Row[];
        const identity = [phrase.ownerId, phrase.exam, phrase.criterion, phrase.text, phrase.text];
        // One save per owner at a time until commit (replicas included): the next one sees this one's row, so it
        // neither counts past the limit nor adds the same phrase twice.
        await inTx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [
          `comment_phrases:${phrase.ownerId}`,
        ]);
        const [existing] = await rows(`select ${columns} from "comment_phrases" where ${sameText}`, identity);
        if (existing) return { outcome: 'existing' as const, phrase: toPhrase(existing) };
        const [counted] = (await inTx.execute(
          'select count(*)::int as phrases from "comment_phrases" where owner_id = ?',
          [phrase.ownerId],
          'all',
        )) as { phrases: number }[];
        if (Number(counted?.phrases ?? 0) >= maxPerOwner) return { outcome: 'full' as const };
        // The unique constraint backs the lock: an identical row that got in anyway makes this insert a no-op.
        const [inserted] = await rows(
          `insert into "comment_phrases" (${columns}) values (?, ?, ?, ?, ?, ?)
           on conflict on constraint "comment_phrases_owner_phrase_unique" do nothing returning ${columns}`,
          [phrase.id, phrase.ownerId, phrase.exam, phrase.criterion, phrase.text, phrase.createdAt],
        );
        if (inserted) return { outcome: 'saved' as const, phrase: toPhrase(inserted) };
        const [stored] = await rows(`select ${columns} from "comment_phrases" where ${sameText}`, identity);
        if (!stored) throw new Error('comment_phrases: the insert clashed with a phrase that is not there');
        return { outcome: 'existing' as const, phrase: toPhrase(stored) };
      }),
    listByOwner: async (ownerId, exam) =>
      (
        (await sql().execute(
          `select ${columns} from "comment_phrases" where owner_id = ? and exam = ? order by created_at, id`,
          [ownerId, exam],
          'all',
        )) as Row[]
      ).map(toPhrase),
    async delete({ id, ownerId }) {
      const result = await sql().execute<{ affectedRows: number }>(
        'delete from "comment_phrases" where id = ? and owner_id = ?',
        [id, ownerId],
        'run',
      );
      return result.affectedRows === 1;
    },
  };
}
