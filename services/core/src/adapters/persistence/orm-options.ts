import { resolve } from 'node:path';
import type { Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PgliteDriver } from '@mikro-orm/pglite';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { nameBoundStatements } from './bound-statements.ts';
import { entities } from './entities.ts';

/** Where the committed migrations live; absolute so the CLI and the app find the same files from any cwd. */
export const migrationsDir = resolve(import.meta.dirname, 'migrations');

/** `poolSize`: PostgreSQL connections this process may open (pg's default of 10 when unset); PGlite has one. */
export type DatabaseTarget = { databaseUrl: string | null; dataDir: string; poolSize?: number };

/**
 * MikroORM options shared by the app and the CLI: PostgreSQL when a URL is given, else PGlite stored in `dataDir`.
 * `forCli` keeps the schema snapshot that `migration:create` diffs against; the app never writes it.
 */
export function buildOrmOptions(target: DatabaseTarget, extra: { forCli?: boolean } = {}): Partial<Options> {
  const common = {
    entities,
    extensions: [Migrator],
    // Every repository method forks its own EntityManager; a query through the global one is a bug.
    allowGlobalContext: false,
    migrations: {
      path: migrationsDir,
      pathTs: migrationsDir,
      glob: 'Migration*.ts',
      emit: 'ts' as const,
      snapshot: extra.forCli === true,
      snapshotOnMigrate: false,
      snapshotName: '.snapshot-mocktest',
      // The app logs one summary line itself; the migrator would print to the console.
      silent: true,
      transactional: true,
      allOrNothing: true,
    },
  };
  if (target.databaseUrl) {
    return {
      ...common,
      driver: PostgreSqlDriver,
      clientUrl: target.databaseUrl,
      driverOptions: { onPoolCreated: nameBoundStatements },
      ...(target.poolSize ? { pool: { max: target.poolSize } } : {}),
    };
  }
  const inMemory = target.dataDir.startsWith('memory:');
  return { ...common, driver: PgliteDriver, dbName: inMemory ? target.dataDir : resolve(target.dataDir) };
}
