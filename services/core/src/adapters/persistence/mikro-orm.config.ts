import { defineConfig } from '@mikro-orm/core';
import { buildOrmOptions } from './orm-options.ts';

/**
 * For the MikroORM CLI only (`pnpm migration:create`). New migrations are diffed against the committed schema
 * snapshot, so the database it connects to (DATABASE_URL, else an in-memory PGlite) needs no particular state.
 */
export default defineConfig(
  buildOrmOptions({ databaseUrl: process.env.DATABASE_URL || null, dataDir: 'memory://' }, { forCli: true }),
);
