import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { ProfileRepository } from '../../application/profile/ports.ts';
import { requireOneRowUpdated } from './conditional-update.ts';
import { readProfileById, readProfileByUserId, readProfileForUpdate } from './lean-reads.ts';
import { ProfileSchema, toProfile, toProfileRow } from './profile.entity.ts';
import { upsertOrConflict } from './unique-violation.ts';

/**
 * ProfileRepository on MikroORM; on the request's or the transaction's EntityManager. The `ForUpdate` reads take the
 * row lock (SELECT ... FOR UPDATE) until the transaction ends.
 */
export function createMikroOrmProfileRepository(em: () => EntityManager): ProfileRepository {
  return {
    // Read on every signed-in request (the caller's profile), so without the ORM's query building.
    findByUserId: (userId) => readProfileByUserId(em(), userId),
    findById: (id) => readProfileById(em(), id),
    findByIdForUpdate: (id) => readProfileForUpdate(em(), id),
    findByUserIdForUpdate: (userId) => readProfileForUpdate(em(), userId, 'userId'),
    async findByEmail(email) {
      // Emails are not unique across identity providers; the oldest profile wins, deterministically.
      const [row] = await em().find(ProfileSchema, { email }, { orderBy: { createdAt: 'asc', id: 'asc' }, limit: 1 });
      return row ? toProfile(row) : null;
    },
    async save(profile) {
      await upsertOrConflict(() => em().upsert(ProfileSchema, toProfileRow(profile)), 'profile');
    },
    async listByRole(role) {
      const rows = await em().find(ProfileSchema, { role }, { orderBy: { createdAt: 'asc', id: 'asc' } });
      return rows.map(toProfile);
    },
    async addExtraTest(userId) {
      // An increment in the database, so no profile save (which never writes the column) can lose a credit.
      const { affectedRows } = await (em() as SqlEntityManager).execute<{ affectedRows: number }>(
        'update profiles set extra_tests = extra_tests + 1 where user_id = ?',
        [userId],
        'run',
      );
      requireOneRowUpdated(affectedRows, 'profile');
    },
    async setPracticeWithHints(userId, on) {
      // Its own column update, so no profile save (which never writes the column) can undo the choice.
      const { affectedRows } = await (em() as SqlEntityManager).execute<{ affectedRows: number }>(
        'update profiles set practice_with_hints = ? where user_id = ?',
        [on, userId],
        'run',
      );
      requireOneRowUpdated(affectedRows, 'profile');
    },
  };
}
