// Entry point of `npm start`, `npm test` and `npm run bench`. Runs on any Node: when this Node is older than 24 or
// pnpm 10.34.9 is not on PATH, it re-runs itself with the Node 24 and pnpm that `npx -p node@24 -p pnpm@10.34.9`
// provides (nothing installed system-wide), installs dependencies with the frozen lockfile when needed, then hands
// over to the task. Every process of the chain passes SIGINT and SIGTERM on and exits only after its child did.
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
  worker: 'scripts/worker.mjs',
  migrate: 'services/core/src/main/migrate.ts',
};
const PNPM = '10.34.9';
// Set by the bootstrap that ran us through npx; not passed on, so a task may start a bootstrap of its own (a test).
const bootstrapped = process.env.MOCKTEST_BOOTSTRAPPED === '1';
delete process.env.MOCKTEST_BOOTSTRAPPED;

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
  const stop = (signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
  // A SIGTERM to `npm start` reaches npm's `sh -c`, which dies without passing it on (so does npx's): we only see
  // our parent vanish. Under npm, or under the bootstrap that ran us, that means stop.
  if (process.env.npm_lifecycle_event || bootstrapped) {
    const parent = process.ppid;
    const watch = setInterval(() => {
      if (process.ppid === parent) return;
      clearInterval(watch);
      stop('SIGTERM');
    }, 250);
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

/**
 * The Node 24 and the PATH (with pnpm) that npx provides. We run them ourselves rather than under `npx`, which exits
 * on a SIGTERM without passing it on and would leave the platform running.
 */
function fromNpx() {
  const print = 'process.stdout.write(JSON.stringify({ node: process.execPath, path: process.env.PATH }))';
  const result = spawnSync('npx', ['-y', '-p', 'node@24', '-p', `pnpm@${PNPM}`, 'node', '-e', print], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) {
    console.error(`npx could not provide Node 24 and pnpm ${PNPM}.`);
    process.exit(result.status ?? 1);
  }
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
}

const nodeMajor = Number(process.versions.node.split('.')[0]);
const pnpm = pnpmVersion();
if (nodeMajor < 24 || pnpm !== PNPM) {
  if (bootstrapped) {
    console.error(`Node 24 and pnpm ${PNPM} are still missing after npx; giving up.`);
    process.exit(1);
  }
  const found = `Node ${process.versions.node} and ${pnpm ? `pnpm ${pnpm}` : 'no pnpm'}`;
  console.log(`${found} found; running through npx with node@24 and pnpm@${PNPM}...`);
  const { node, path } = fromNpx();
  handOver(node, ['scripts/bootstrap.mjs', task, ...rest], { ...process.env, PATH: path, MOCKTEST_BOOTSTRAPPED: '1' });
} else {
  // Install when node_modules is missing or older than the lockfile.
  const installed = join(root, 'node_modules/.pnpm/lock.yaml');
  if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(join(root, 'pnpm-lock.yaml')).mtimeMs) {
    const status = run('pnpm', ['install', '--frozen-lockfile']);
    if (status !== 0) process.exit(status);
  }
  handOver(process.execPath, [tasks[task], ...rest]);
}
