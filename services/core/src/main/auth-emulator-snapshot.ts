import { existsSync, renameSync, rmSync } from 'node:fs';

// The Auth emulator's accounts on disk (DATA_DIR/auth-emulator) change only by renames, so a kill at any moment leaves
// one complete copy: a finished export becomes `<dir>.next`, the current copy `<dir>.old`, then `.next` becomes `<dir>`.

/** Finishes a swap a kill interrupted: the newest complete copy ends up at `dir`, and the leftovers are removed. */
export function restoreSnapshot(dir: string): void {
  const next = `${dir}.next`;
  const old = `${dir}.old`;
  if (existsSync(next)) {
    if (existsSync(dir)) {
      rmSync(old, { recursive: true, force: true });
      renameSync(dir, old);
    }
    renameSync(next, dir);
  } else if (!existsSync(dir) && existsSync(old)) {
    renameSync(old, dir);
  }
  rmSync(old, { recursive: true, force: true });
}

/** Makes a finished export (a folder on the same disk as `dir`) the stored copy. */
export function promoteSnapshot(exported: string, dir: string): void {
  restoreSnapshot(dir);
  renameSync(exported, `${dir}.next`);
  restoreSnapshot(dir);
}
