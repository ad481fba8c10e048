import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type LockHolder = { pid: number; origin: string };

const lockName = 'platform.lock';

function readHolder(file: string): LockHolder | null {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    return typeof holder.pid === 'number' ? { pid: holder.pid, origin: String(holder.origin) } : null;
  } catch {
    return null;
  }
}

/** Whether `pid` is a running platform server, not a dead one's pid reused by another program (checked on Linux). */
function isPlatform(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('start.ts');
  } catch {
    return true;
  }
}

/**
 * Takes DATA_DIR/platform.lock for this process (PGlite allows one process per database, and the emulator's accounts
 * are saved there), or names the running platform that holds it. A lock left by a process that died is taken over.
 * The lock is given back when this process exits.
 */
export function acquirePlatformLock(dataDir: string, origin: string): { heldBy: LockHolder | null } {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, lockName);
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, JSON.stringify({ pid: process.pid, origin } satisfies LockHolder));
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        // A hard link appears complete or not at all, and fails when the lock exists.
        linkSync(draft, file);
        process.on('exit', () => {
          if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
        });
        return { heldBy: null };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = readHolder(file);
      // Our own pid in it means a lock from an earlier life of this machine or container: stale as well.
      if (holder && holder.pid !== process.pid && isPlatform(holder.pid)) return { heldBy: holder };
      rmSync(file, { force: true });
    }
    throw new Error(`Could not take ${file}; is another platform starting on the same DATA_DIR?`);
  } finally {
    rmSync(draft, { force: true });
  }
}
