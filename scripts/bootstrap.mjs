// Entry point of `npm start`, `npm test` and `npm run bench`. Runs on any Node: when this Node is older than 24 or
// pnpm 10.34.9 is not on PATH, it re-runs itself through `npx -p node@24 -p pnpm@10.34.9` (nothing installed
// system-wide), installs dependencies with the frozen lockfile when needed, then hands over to the task.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [task = 'start', ...rest] = process.argv.slice(2);
const tasks = {
  start: 'scripts/start.mjs',
  test: 'scripts/run-tests.mjs',
  bench: 'scripts/bench.mjs',
  cli: 'scripts/cli.mjs',
  worker: 'services/worker/src/worker.ts',
};
const PNPM = '10.34.9';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function pnpmVersion() {
  const result = spawnSync('pnpm', ['--version'], { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

if (!tasks[task]) {
  console.error(`Unknown task "${task}". Known: ${Object.keys(tasks).join(', ')}`);
  process.exit(2);
}

/** Hands over to a child that receives our signals, so stopping `npm start` (Ctrl-C or a kill) stops it cleanly. */
function handOver(command, args, env = process.env) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

const nodeMajor = Number(process.versions.node.split('.')[0]);
if (nodeMajor < 24 || pnpmVersion() !== PNPM) {
  if (process.env.MOCKTEST_BOOTSTRAPPED) {
    console.error(`Node 24 and pnpm ${PNPM} are still missing after npx; giving up.`);
    process.exit(1);
  }
  console.log(`Node ${process.versions.node} found; running through npx with node@24 and pnpm@${PNPM}...`);
  handOver('npx', ['-y', '-p', 'node@24', '-p', `pnpm@${PNPM}`, 'node', 'scripts/bootstrap.mjs', task, ...rest], {
    ...process.env,
    MOCKTEST_BOOTSTRAPPED: '1',
  });
} else {
  // Install when node_modules is missing or older than the lockfile.
  const installed = join(root, 'node_modules/.pnpm/lock.yaml');
  if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(join(root, 'pnpm-lock.yaml')).mtimeMs) {
    const status = run('pnpm', ['install', '--frozen-lockfile']);
    if (status !== 0) process.exit(status);
  }
  handOver(process.execPath, [tasks[task], ...rest]);
}
