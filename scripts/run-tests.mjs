// `npm test`: every check CI runs, in phases of side-by-side lanes: the codegen check; static checks beside the unit
// tests; the services' tests (integration, API, bench smoke); the browser tests. Each step runs even when an earlier
// one failed, so one run shows every problem; the exit code is non-zero when any step failed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const generated = [
  'services/core/src/adapters/graphql/generated',
  'web/candidate/src/gql',
  'web/tutor/src/gql',
  'web/shared/src/gql',
  // The landing page's plans, written from the core's plan catalogue by its codegen.
  'web/candidate/src/features/public/data/landing-plans.json',
];
const totals = { passed: 0, failed: 0, skipped: 0 };

/** Runs a command, each line of its output prefixed with its lane's name (lanes print side by side). */
function sh(lane, command, args, cwd = root) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' } });
    for (const stream of [child.stdout, child.stderr]) {
      let pending = '';
      stream.on('data', (chunk) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) console.log(`[${lane}] ${line}`);
      });
      stream.on('end', () => pending && console.log(`[${lane}] ${pending}`));
    }
    child.on('close', (code) => resolve(code === 0));
  });
}

/** Runs vitest with a JSON report and adds its counts to the totals. */
async function vitest(lane, name, cwd, args) {
  const report = join(reports, `${name}.json`);
  const ok = await sh(
    lane,
    'pnpm',
    ['exec', 'vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    cwd,
  );
  if (existsSync(report)) {
    const result = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests;
    totals.skipped += result.numPendingTests + result.numTodoTests;
    if (result.numTotalTests === 0) {
      console.error(`${name}: no test ran`);
      return false;
    }
  }
  return ok;
}

/** Each package of the unit run must still run some test, as it had to when it ran on its own. */
function everyUnitPackageRan() {
  const report = join(reports, 'unit.json');
  if (!existsSync(report)) return false;
  const files = JSON.parse(readFileSync(report, 'utf8')).testResults;
  const idle = ['services/core', 'web/candidate', 'web/tutor', 'web/shared'].filter(
    (dir) => !files.some((file) => file.name.startsWith(join(root, dir, '/')) && file.assertionResults.length > 0),
  );
  for (const dir of idle) console.error(`unit (${dir}): no test ran`);
  return idle.length === 0;
}

/** Every test file of every vitest report written so far, with its report's name (the layer); unreadable reports skipped. */
function testFiles() {
  const files = [];
  for (const entry of readdirSync(reports)) {
    if (!entry.endsWith('.json')) continue;
    let result;
    try {
      result = JSON.parse(readFileSync(join(reports, entry), 'utf8'));
    } catch {
      continue;
    }
    for (const file of result.testResults ?? []) files.push({ layer: basename(entry, '.json'), file });
  }
  return files;
}

/**
 * The ten slowest test files of every vitest report written so far. A file's time is its JSON report's span from its
 * first test's start to its last test's end: its imports and `beforeAll` hooks before the first test are not in it.
 */
function printSlowestFiles(count = 10) {
  const files = testFiles().map(({ layer, file }) => ({
    layer,
    name: file.name,
    seconds: (file.endTime - file.startTime) / 1000,
  }));
  if (files.length === 0) return;
  files.sort((a, b) => b.seconds - a.seconds);
  const top = files.slice(0, count);
  const width = Math.max(...top.map((file) => file.layer.length));
  console.log(`\nSlowest test files (of ${files.length}):`);
  for (const file of top) {
    console.log(`  ${file.seconds.toFixed(1).padStart(7)}s  ${file.layer.padEnd(width)}  ${relative(root, file.name)}`);
  }
}

/**
 * Every failed test of every vitest report, with the first line of its message: printed last, so the tail of a CI log
 * names what failed without scrolling back through the lanes' interleaved output.
 */
function printFailedTests() {
  const failed = [];
  for (const { layer, file } of testFiles()) {
    const where = `${layer}  ${relative(root, file.name)}`;
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    // A file that failed before any test ran (an import or a hook) has no failed test of its own.
    if (tests.length === 0 && file.status === 'failed') failed.push(`${where}: ${firstLine(file.message)}`);
    for (const test of tests) failed.push(`${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  }
  if (failed.length === 0) return;
  console.log(`\nFailed tests (${failed.length}):`);
  for (const line of failed) console.log(`  ${line}`);
}

function firstLine(text = '') {
  return (
    text
      .split('\n')
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 200) ?? ''
  );
}

// Phases run one after the other; the lanes of a phase run side by side, their steps in order.
const phases = [
  // The codegen rewrites generated files the unit tests import, so it runs before anything reads them.
  {
    static: [
      [
        'generated code is up to date',
        async () => {
          if (!(await sh('static', 'pnpm', ['-r', '--if-present', 'codegen']))) return false;
          const status = spawnSync('git', ['status', '--porcelain', '--', ...generated], {
            cwd: root,
            encoding: 'utf8',
          });
          if (status.stdout.trim()) {
            console.error(`Generated files are stale; run the codegen and commit:\n${status.stdout}`);
            return false;
          }
          return true;
        },
      ],
    ],
  },
  {
    static: [
      ['format and lint (Biome)', () => sh('static', 'pnpm', ['exec', 'biome', 'ci', '.'])],
      // One build of the project references (tsconfig.json): each package is checked once, its dependants read its
      // declarations.
      ['typecheck', () => sh('static', 'pnpm', ['exec', 'tsc', '-b'])],
      [
        'layering rule',
        () => sh('static', 'pnpm', ['exec', 'depcruise', 'services', 'web', '--config', '.dependency-cruiser.cjs']),
      ],
    ],
    // One vitest run for the four packages' unit tests (vitest.unit.config.mts, a project each).
    unit: [
      [
        'unit tests',
        async () =>
          (await vitest('unit', 'unit', root, ['--config', 'vitest.unit.config.mts'])) && everyUnitPackageRan(),
      ],
    ],
  },
  {
    // PostgreSQL and Redis; integration and API run two files at a time, each worker on databases of its own.
    services: [
      [
        'integration tests',
        () => vitest('services', 'integration', join(root, 'services/core'), ['--project', 'integration']),
      ],
      ['API tests', () => vitest('services', 'api', join(root, 'services/core'), ['--project', 'api'])],
      // `npm run bench` in miniature (a second per call): only that every call answers 2xx, never a timing.
      ['bench smoke', () => vitest('services', 'bench-smoke', join(root, 'bench'), [])],
    ],
    // Beside the services: the browser tests share none of their databases, emulators or ports.
    browser: [
      [
        'browser tests',
        async () =>
          (await sh('browser', 'pnpm', ['--dir', 'web/candidate', 'build'])) &&
          (await sh('browser', 'pnpm', ['--dir', 'web/tutor', 'build'])) &&
          vitest('browser', 'browser', join(root, 'e2e'), []),
      ],
    ],
  },
];

const results = [];
const began = Date.now();
for (const phase of phases) {
  await Promise.all(
    Object.entries(phase).map(async ([lane, steps]) => {
      for (const [name, step] of steps) {
        console.log(`\n[${lane}] === ${name} ===`);
        const started = Date.now();
        const ok = await step();
        results.push({ lane, name, ok, seconds: Math.round((Date.now() - started) / 1000) });
        console.log(`[${lane}] === ${name}: ${ok ? 'ok' : 'FAILED'} (${results.at(-1).seconds}s)`);
      }
    }),
  );
}

console.log(`\nSteps (${Math.round((Date.now() - began) / 1000)}s in all; lanes of a phase ran side by side):`);
for (const r of results) console.log(`  ${r.ok ? 'ok    ' : 'FAILED'} ${r.lane.padEnd(8)} ${r.name} (${r.seconds}s)`);
const failedSteps = results.filter((r) => !r.ok).length;
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
printSlowestFiles();
printFailedTests();
process.exit(failedSteps === 0 ? 0 : 1);
