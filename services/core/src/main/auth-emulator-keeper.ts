// Preloaded (node --import) into the Firebase Auth emulator's own process by startAuthEmulator. Two jobs:
// - the emulator stops when the process that started it is gone: that process holds the other end of our stdin, so
//   the pipe closes whatever ended it, a kill -9 included, and no emulator is left holding the port;
// - with MOCKTEST_AUTH_SNAPSHOT_DIR (embedded mode) the accounts are saved there shortly after every change and once
//   more before stopping, through the emulator hub's export API (POST /_admin/export, what `firebase emulators:export`
//   calls), into a fresh folder that is then swapped in by renames.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promoteSnapshot } from './auth-emulator-snapshot.ts';

const snapshotDir = process.env.MOCKTEST_AUTH_SNAPSHOT_DIR || null;
const authOrigin = `http://${process.env.MOCKTEST_AUTH_HOST}`;
const projectId = process.env.MOCKTEST_AUTH_PROJECT ?? 'demo-mocktest';
const saveEveryMs = Number(process.env.MOCKTEST_AUTH_SAVE_MS) || 1000;
const owner = { authorization: 'Bearer owner' };

let saved = '';
let saving: Promise<void> | null = null;
let exports = 0;
let lastProblem = '';

async function text(url: string): Promise<string> {
  const response = await fetch(url, { headers: owner, signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

/** Everything an export holds (accounts and the project's sign-in settings), to export only when it changed. */
async function currentState(): Promise<string> {
  const accounts = await text(
    `${authOrigin}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchGet?maxResults=-1`,
  );
  return accounts + (await text(`${authOrigin}/emulator/v1/projects/${projectId}/config`));
}

/** The hub writes its locator file into os.tmpdir(), which startAuthEmulator points at this emulator's own folder. */
function hubOrigin(): string {
  const locator = JSON.parse(readFileSync(join(tmpdir(), `hub-${projectId}.json`), 'utf8')) as { origins: string[] };
  return locator.origins[0] as string;
}

async function saveIfChanged(snapshot: string): Promise<void> {
  const state = await currentState();
  if (state === saved) return;
  // The hub exports into a temporary folder of the emulator's working directory, then moves it to `path`: both live
  // in the emulator's own folder next to the snapshot, so every step is a rename on one disk.
  const exported = join(process.cwd(), `export-${++exports}`);
  const response = await fetch(`${hubOrigin()}/_admin/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: exported, initiatedBy: 'mocktest' }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`export: ${response.status} ${await response.text()}`);
  promoteSnapshot(exported, snapshot);
  saved = state;
}

function save(snapshot: string): Promise<void> {
  saving ??= saveIfChanged(snapshot)
    .then(() => {
      lastProblem = '';
    })
    .catch((error: unknown) => {
      // Once per distinct problem: the emulator is still starting, or the disk is full, should not flood the log.
      const problem = error instanceof Error ? error.message : String(error);
      if (problem !== lastProblem) process.stderr.write(`mocktest: saving the accounts failed: ${problem}\n`);
      lastProblem = problem;
    })
    .finally(() => {
      saving = null;
    });
  return saving;
}

const timer = snapshotDir ? setInterval(() => void save(snapshotDir), saveEveryMs) : undefined;
timer?.unref();

process.stdin.on('data', () => {});
process.stdin.once('end', async () => {
  clearInterval(timer);
  // A save that hangs must not leave the emulator behind either.
  setTimeout(() => process.exit(1), 15_000).unref();
  if (snapshotDir) {
    await saving;
    await save(snapshotDir);
  }
  // The emulator's own clean shutdown (what Ctrl-C does), with nothing left to export. firebase-tools ignores a
  // signal that comes within 100 ms of the previous one, or of its start: then this process ends by itself.
  process.kill(process.pid, 'SIGINT');
  setTimeout(() => process.exit(0), 5_000).unref();
});
// Reading stdin must not keep the emulator alive once it shuts down for another reason.
process.stdin.unref();
