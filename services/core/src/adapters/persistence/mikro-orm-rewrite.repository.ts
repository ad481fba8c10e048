import type { EntityManager } from '@mikro-orm/core';
import type { RewriteRepository } from '../../application/rewrite/ports.ts';
import { requireOneRowUpdated } from './conditional-update.ts';
import { RewriteSchema, toRewrite, toRewriteRow } from './rewrite.entity.ts';
import { upsertOrConflict } from './unique-violation.ts';

const awaitingRecheck = { submittedAt: { $ne: null }, recheckedAt: null };

/** RewriteRepository on MikroORM: inserts meet the unique key, updates are conditional on the version read. */
export function createMikroOrmRewriteRepository(em: () => EntityManager): RewriteRepository {
  return {
    async findById(id) {
      const row = await em().findOne(RewriteSchema, { id }, { refresh: true });
      return row ? toRewrite(row) : null;
    },
    async findByOriginalAttemptId(originalAttemptId) {
      const row = await em().findOne(RewriteSchema, { originalAttemptId }, { refresh: true });
      return row ? toRewrite(row) : null;
    },
    async listAwaitingRecheck(page) {
      const [rows, total] = await em().findAndCount(RewriteSchema, awaitingRecheck, {
        orderBy: { deadlineAt: 'asc', id: 'asc' },
        limit: page.limit,
        offset: page.offset,
      });
      return { items: rows.map(toRewrite), total };
    },
    async listOpen() {
      const rows = await em().find(RewriteSchema, { submittedAt: null }, { orderBy: { endsAt: 'asc', id: 'asc' } });
      return rows.map(toRewrite);
    },
    async listUnnotifiedRechecks() {
      const rows = await em().find(
        RewriteSchema,
        { recheckedAt: { $ne: null }, recheckNotifiedAt: null },
        { orderBy: { deadlineAt: 'asc', id: 'asc' } },
      );
      return rows.map(toRewrite);
    },
    async insert(rewrite) {
      await upsertOrConflict(() => em().insert(RewriteSchema, toRewriteRow(rewrite)), 'rewrite');
      return rewrite;
    },
    async update(rewrite) {
      const stored = { ...rewrite, version: rewrite.version + 1 };
      const { id: _id, ...changes } = toRewriteRow(stored);
      const count = await em().nativeUpdate(RewriteSchema, { id: rewrite.id, version: rewrite.version }, changes);
      requireOneRowUpdated(count, 'rewrite');
      return stored;
    },
  };
}
