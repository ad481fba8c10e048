// `npm run migrate`: applies the pending migrations to the PostgreSQL at DATABASE_URL and exits, for a rollout step
// that runs before the new version's replicas and workers start (they migrate at start too, one process at a time
// under the same advisory lock, and then find nothing pending). Embedded mode (no DATABASE_URL) migrates its PGlite at
// `npm start`.
import { openMigratedOrm } from '../adapters/persistence/create-persistence.ts';

const databaseUrl = process.env.DATABASE_URL?.trim() ?? '';
if (!databaseUrl.startsWith('postgres')) {
  process.stderr.write('npm run migrate needs DATABASE_URL=postgres://... (embedded mode migrates at npm start).\n');
  process.exit(2);
}

/** The URL with its password masked, for the lines printed. */
function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

try {
  const orm = await openMigratedOrm({
    databaseUrl,
    dataDir: '',
    logger: { info: (message) => process.stdout.write(`${message} (${redacted(databaseUrl)})\n`) },
  });
  await orm.close();
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  process.stderr.write(`Migrating ${redacted(databaseUrl)} failed: ${reason}\n`);
  process.exitCode = 1;
}
