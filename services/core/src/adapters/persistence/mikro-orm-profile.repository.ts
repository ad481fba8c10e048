import type { MikroORM } from '@mikro-orm/core';
import type { ProfileRepository } from '../../application/profile/ports.ts';
import { ProfileSchema, toProfile, toProfileRow } from './profile.entity.ts';
import { upsertOrConflict } from './unique-violation.ts';

/** ProfileRepository on MikroORM; each call forks its own EntityManager. */
export function createMikroOrmProfileRepository(orm: MikroORM): ProfileRepository {
  return {
    async findByUserId(userId) {
      const row = await orm.em.fork().findOne(ProfileSchema, { userId });
      return row ? toProfile(row) : null;
    },
    async findById(id) {
      const row = await orm.em.fork().findOne(ProfileSchema, { id });
      return row ? toProfile(row) : null;
    },
    async findByEmail(email) {
      // Emails are not unique across identity providers; the oldest profile wins, deterministically.
      const [row] = await orm.em
        .fork()
        .find(ProfileSchema, { email }, { orderBy: { createdAt: 'asc', id: 'asc' }, limit: 1 });
      return row ? toProfile(row) : null;
    },
    async save(profile) {
      await upsertOrConflict(() => orm.em.fork().upsert(ProfileSchema, toProfileRow(profile)), 'profile');
    },
  };
}
