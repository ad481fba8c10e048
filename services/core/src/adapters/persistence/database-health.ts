import type { MikroORM } from '@mikro-orm/core';

/** What a readiness probe needs to know about the database: reachable, and every migration applied. */
export type DatabaseHealth =
  | { reachable: true; pendingMigrations: string[] }
  | { reachable: false; reason: string; error?: unknown };

/** Asks the database itself (a round trip, then the migrations table); never throws. */
export async function checkDatabaseHealth(orm: MikroORM): Promise<DatabaseHealth> {
  try {
    const connection = await orm.checkConnection();
    if (!connection.ok) return { reachable: false, reason: connection.reason, error: connection.error };
    // Compares the migration files shipped with this build with those recorded as executed.
    const pending = await orm.migrator.getPending();
    return { reachable: true, pendingMigrations: pending.map((migration) => migration.name) };
  } catch (error) {
    return { reachable: false, reason: error instanceof Error ? error.message : String(error), error };
  }
}
