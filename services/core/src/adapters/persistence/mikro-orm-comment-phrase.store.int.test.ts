import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { buildProfile } from '../../application/testing/builders.ts';
import type { CommentPhrase } from '../../domain/comment-bank/comment-phrase.ts';
import { createPersistence } from './create-persistence.ts';

// The comment bank's SQL on PGlite (embedded mode): the generated md5 column, the unique constraint and the conditional
// insert behave as on PostgreSQL (the API test covers PostgreSQL, with two replicas).

let dir: string | null = null;

afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = null;
});

// It creates and migrates a PGlite database: 120 s, as the other PGlite set-ups get (30 s was too little once, with
// CI running every lane at once on a slow machine).
it('keeps one row per phrase on PGlite, refuses past the limit, and deletes only the owner’s phrase', async () => {
  dir = await mkdtemp(join(tmpdir(), 'mocktest-comment-bank-'));
  const persistence = await createPersistence({ databaseUrl: null, dataDir: dir });
  try {
    const tutor = buildProfile({ role: 'tutor' });
    await persistence.profiles.save(tutor);
    const phrase = (id: string, text: string): CommentPhrase => ({
      id,
      ownerId: tutor.id,
      exam: 'IELTSAcademic',
      criterion: 'lexicalResource',
      text,
      createdAt: new Date('2025-06-01T09:00:00.000Z'),
    });
    const store = persistence.commentPhrases;
    const long = 'x'.repeat(1000);
    expect(await store.saveWithinLimit(phrase('p1', long), { maxPerOwner: 2 })).toMatchObject({ outcome: 'saved' });
    const again = await Promise.all(
      ['p2', 'p3', 'p4'].map((id) => store.saveWithinLimit(phrase(id, long), { maxPerOwner: 2 })),
    );
    expect(again.map((result) => result.outcome)).toEqual(['existing', 'existing', 'existing']);
    expect(await store.saveWithinLimit(phrase('p5', 'Second.'), { maxPerOwner: 2 })).toMatchObject({
      outcome: 'saved',
    });
    expect(await store.saveWithinLimit(phrase('p6', 'Third.'), { maxPerOwner: 2 })).toEqual({ outcome: 'full' });
    const listed = await store.listByOwner(tutor.id, 'IELTSAcademic');
    expect(listed.map((row) => row.id).sort()).toEqual(['p1', 'p5']);
    expect(listed.find((row) => row.id === 'p1')?.createdAt).toEqual(new Date('2025-06-01T09:00:00.000Z'));
    expect(await store.delete({ id: 'p1', ownerId: 'someone-else' })).toBe(false);
    expect(await store.delete({ id: 'p1', ownerId: tutor.id })).toBe(true);
    expect(await store.delete({ id: 'p1', ownerId: tutor.id })).toBe(false);
    expect(await store.listByOwner(tutor.id, 'IELTSAcademic')).toHaveLength(1);
  } finally {
    await persistence.close();
  }
}, 120_000);
