import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoAccounts, startAuthEmulator } from '@mocktest/core';
import { type CallSpec, ceilingCalls, gradingCalls, type Rubrics, repeatableCalls, submitCall } from './api-calls.ts';
import { graphql } from './api-client.ts';
import { prepareCandidates, prepareClass, prepareSubmitPool, signInTutor } from './bench-accounts.ts';
import { checksOf, memoryCheck } from './bench-checks.ts';
import { deleteRedisKeys, prepareDatabase } from './bench-database.ts';
import type { BenchOptions } from './bench-settings.ts';
import { runClassAutosave } from './class-autosave.ts';
import { measureColdStart } from './cold-start.ts';
import { countCpu } from './cpu-time.ts';
import { measureDeadlineLateness } from './deadline-lateness.ts';
import { measureFirstReadSpeed } from './first-read-speed.ts';
import * as documents from './graphql-documents.ts';
import { isolate } from './isolation.ts';
import { auditPages } from './lighthouse-audit.ts';
import { type LoadResult, runLoad } from './load.ts';
import { type Mode, type Platform, snapshotWebApps, startPlatform } from './platform.ts';
import {
  assertPortFree,
  createRssSampler,
  rssMb,
  type Service,
  sleep,
  startService,
  waitForHttp,
  waitForLog,
} from './processes.ts';
import { type BenchReport, type CapacityResult, type CapacityStep, callRow, rateAgainstCeiling } from './report.ts';
import { measureRestartWithDeadlines } from './restart-deadlines.ts';

type Log = (line: string) => void;

/** What every phase of a run shares. */
type Run = {
  id: string;
  options: BenchOptions;
  report: BenchReport;
  logDir: string;
  log: Log;
  /** Started processes, stopped in reverse order at the end whatever happens. */
  started: Service[];
  /** Data folders and copies, removed at the end whatever happens (the logs stay). */
  workDir: string;
  webDist: { candidate: string; tutor: string } | undefined;
};

/**
 * The API part of `npm run bench` (and of its smoke): cold start, the restart with deadlines due, the raw ceiling,
 * the calls of the call table on the platform in full mode (and embedded mode with `embedded`), the class test,
 * deadline lateness, memory and Lighthouse. Returns the report; every process it started is stopped, whatever happens.
 */
export async function runApiBench(requested: BenchOptions, print: Log = console.log): Promise<BenchReport> {
  const began = Date.now();
  const log: Log = (line) => print(`[${Math.round((Date.now() - began) / 1000)} s] ${line}`);
  const id = Date.now().toString(36);
  const logDir = mkdtempSync(join(tmpdir(), 'mocktest-bench-logs-'));
  log(`Logs of the processes the bench starts: ${logDir}`);
  const isolation = requested.isolated ? await isolate(requested, id) : null;
  const options = isolation?.options ?? requested;
  const workDir = join(logDir, 'work');
  mkdirSync(workDir);
  const run: Run = { id, options, report: emptyReport(options), logDir, workDir, log, started: [], webDist: undefined };
  try {
    return await measureAll(run);
  } finally {
    await isolation?.release();
    rmSync(workDir, { recursive: true, force: true });
  }
}

async function measureAll(run: Run): Promise<BenchReport> {
  const { options, log } = run;

  log('First read: a 350-word answer through the checker, 20 times after its set-up...');
  run.report.firstRead = await measureFirstReadSpeed({ runs: options.smoke ? 3 : 20 });

  if (options.coldStart) {
    log('Cold start: `npm start` on an empty data folder, to the first answered request...');
    run.report.coldStart = await measureColdStart({
      port: options.ports.coldStart,
      authEmulatorPort: Number(options.authEmulatorHost.split(':')[1]),
      logDir: run.logDir,
    });
  }

  if (options.restartDeadlines > 0) {
    log(
      `Restart: the embedded platform with ${options.restartDeadlines} evaluation deadlines due while it was down...`,
    );
    run.report.restart = await measureRestartWithDeadlines({
      port: options.ports.restart,
      authEmulatorPort: options.ports.restartAuthEmulator,
      logDir: run.logDir,
      deadlines: options.restartDeadlines,
      deadlineSeconds: options.restartDeadlineSeconds,
      run: run.id,
      log,
    });
  }

  // The smoke overlaps the emulator's start with the ceiling (its timings do not matter); the bench does not, so
  // nothing else runs while a figure is measured.
  const emulator = startAuthEmulator({ projectId: 'demo-mocktest', host: options.authEmulatorHost });
  emulator.catch(() => {});
  if (!options.smoke) await emulator;
  try {
    // Other work on the machine may rebuild the web apps while the bench runs (the browser tests do).
    if (options.lighthouse) run.webDist = snapshotWebApps(run.workDir);
    await prepareDatabase(options.databaseUrl);
    await deleteRedisKeys(options.redisUrl, options.redisKeyPrefix);
    const ceiling = await startCeiling(run);
    await measureCeiling(run, ceiling, 'at the start');
    await emulator;
    await measureFullMode(run, () => measureCeiling(run, ceiling, 'after the calls'));
    if (options.embedded) await measureEmbeddedMode(run);
  } finally {
    for (const service of run.started.reverse()) await service.stop();
    await (await emulator.catch(() => null))?.stop();
  }
  rateAgainstCeiling(run.report.calls);
  run.report.machine.loadAfter = loadavg();
  run.report.checks.unshift(...checksOf(run.report));
  return run.report;
}

function emptyReport(options: BenchOptions): BenchReport {
  return {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      node: process.version,
      loadBefore: loadavg(),
      loadAfter: [],
    },
    settings: {
      durationSeconds: options.durationSeconds,
      connections: options.connections,
      candidates: options.candidates,
      smoke: options.smoke,
    },
    calls: [],
    checks: [],
    classTest: null,
    deadlines: null,
    capacity: null,
    memory: { serverAtRestMb: null, serverUnderLoadMb: null, workerUnderLoadMb: null },
    coldStart: null,
    restart: null,
    firstRead: null,
    lighthouse: null,
  };
}

const emptyLoad: LoadResult = {
  requests: 0,
  seconds: 0,
  rps: 0,
  p50Ms: 0,
  p99Ms: 0,
  errors: 0,
  statusCodes: {},
  graphqlErrors: 0,
  transportErrors: 0,
  exhausted: false,
  sampleErrors: [],
};

/** Where a call goes: the address and the process that answers it (whose CPU is counted). */
type Target = { origin: string; pid: number };

/** One call: a warm-up when it can be repeated, then the measured load with its CPU per request. */
async function measure(run: Run, { origin, pid }: Target, spec: CallSpec): Promise<LoadResult> {
  const { options } = run;
  if (spec.source.size === 0) {
    run.log(`  ${spec.label}: nothing to send (an earlier call failed)`);
    return { ...emptyLoad, errors: 1, sampleErrors: ['nothing to send: an earlier call failed'] };
  }
  const load = { connections: options.connections, seconds: options.warmupSeconds };
  if (spec.repeatable && options.warmupSeconds > 0) await runLoad(origin, spec.source, load);
  const cpu = countCpu(pid);
  const loaded = await runLoad(origin, spec.source, { ...load, seconds: options.durationSeconds });
  const result = { ...loaded, cpu: cpu.perRequest(loaded.requests) };
  const cpuText = result.cpu ? `, CPU ${result.cpu.processUs} + ${result.cpu.postgresUs} µs a request` : '';
  run.log(
    `  ${spec.label}: ${Math.round(result.rps)} req/s, p99 ${result.p99Ms} ms, ${result.errors} errors${cpuText}`,
  );
  for (const sample of result.sampleErrors) run.log(`    e.g. ${sample}`);
  return result;
}

/** Candidates saving at once (connections, each sending its next save when the last is answered), low to high. */
const capacityConnections = [4, 8, 16, 32];
const capacityP99Ms = 100;

/**
 * How many saves per second one replica answers with p99 under 100 ms: the saturated measure (all connections)
 * says how fast it can go with queueing; fewer connections at once say how fast it goes while answering in time.
 * A fixed request rate is no substitute: autocannon releases each second's requests together, a burst. Each step
 * runs for the call's duration.
 */
async function findCapacity(run: Run, origin: string, spec: CallSpec): Promise<CapacityResult> {
  const steps: CapacityStep[] = [];
  for (const connections of capacityConnections.filter((count) => count < run.options.connections)) {
    const result = await runLoad(origin, spec.source, { connections, seconds: run.options.durationSeconds });
    steps.push({ connections, rps: Math.round(result.rps), p99Ms: result.p99Ms, errors: result.errors });
    run.log(
      `    ${connections} at once: ${Math.round(result.rps)} req/s, p99 ${result.p99Ms} ms, ${result.errors} errors`,
    );
    if (result.p99Ms >= capacityP99Ms || result.errors > 0) break;
  }
  const kept = steps.filter((step) => step.p99Ms < capacityP99Ms && step.errors === 0).at(-1);
  return { savesPerSecond: kept?.rps ?? 0, p99Ms: kept?.p99Ms ?? 0, steps };
}

/** The raw ceiling's server, which stays up (idle) between its two measures. */
async function startCeiling(run: Run): Promise<Target> {
  const { options } = run;
  const origin = `http://127.0.0.1:${options.ports.ceiling}`;
  await assertPortFree(options.ports.ceiling);
  const server = startService('ceiling', process.execPath, ['bench/src/ceiling-server.ts'], {
    env: { ...process.env, PORT: String(options.ports.ceiling), DATABASE_URL: options.databaseUrl },
    logDir: run.logDir,
  });
  run.started.push(server);
  await waitForHttp(`${origin}/healthz`, server);
  return { origin, pid: server.pid };
}

async function measureCeiling(run: Run, ceiling: Target, when: string): Promise<void> {
  run.log(`Raw ceiling (Fastify + pg, no auth, no ORM), ${when}...`);
  for (const spec of ceilingCalls()) {
    const result = await measure(run, ceiling, spec);
    run.report.calls.push(callRow({ ...spec, label: `${spec.label}, ${when}` }, 'ceiling', result));
  }
}

function platformFor(run: Run, mode: Mode, port: number, rateLimits: 'lifted' | 'default'): Promise<Platform> {
  const { options } = run;
  return startPlatform({
    mode,
    port,
    databaseUrl: options.databaseUrl,
    redisUrl: options.redisUrl,
    redisKeyPrefix: options.redisKeyPrefix,
    authEmulatorHost: options.authEmulatorHost,
    rateLimits,
    logDir: run.logDir,
    workDir: run.workDir,
    withWorker: rateLimits === 'lifted',
    webDist: run.webDist,
  }).then((platform) => {
    run.started.push(platform.server, ...(platform.worker ? [platform.worker] : []));
    return platform;
  });
}

/**
 * Every call of the table against one platform, with the server's RSS at rest and at its peak. Returns the IELTS
 * Academic test 1 for the class test.
 */
async function measureCalls(run: Run, platform: Platform, mode: Mode) {
  const { options, log } = run;
  const { origin } = platform;
  const accountsRun = `${run.id}${mode[0]}`;
  const { candidates, tests } = await prepareCandidates(
    origin,
    options.authEmulatorHost,
    accountsRun,
    options.candidates,
  );
  const tutor = await signInTutor(options.authEmulatorHost);
  const rubrics = await loadRubrics(origin, tutor.idToken);
  await sleep(1_000);
  const atRest = rssMb(platform.server.pid);
  const sampler = createRssSampler();
  const server = [{ name: 'server', pid: platform.server.pid }];
  const measured = async (spec: CallSpec) => {
    const result = await measure(run, { origin, pid: platform.server.pid }, spec);
    run.report.calls.push(callRow(spec, mode, result));
    return result;
  };

  sampler.start(server);
  const autosaveRates: number[] = [];
  const repeatable = repeatableCalls(candidates);
  const autosave = repeatable.find((spec) => spec.key === 'autosave-graphql');
  for (const spec of repeatable) {
    const result = await measured(spec);
    if (spec.key.startsWith('autosave')) autosaveRates.push(result.rps);
    if (spec === autosave && mode === 'full') run.report.capacity = await findCapacity(run, origin, spec);
  }
  sampler.pause();

  // First submits need attempts never submitted: enough for the duration at the autosave rate, and some.
  const poolSize = Math.min(
    options.maxSubmitPool,
    Math.ceil(Math.max(...autosaveRates) * options.durationSeconds * 1.5) + options.connections * 2,
  );
  log(`  preparing ${poolSize} attempts for first submits...`);
  const pool = await prepareSubmitPool(origin, options.authEmulatorHost, accountsRun, tests, poolSize);
  sampler.start(server);
  const submit = submitCall(pool);
  await measured(submit);
  for (const spec of gradingCalls(submit.submitted(), tutor.idToken, rubrics)) await measured(spec);
  sampler.pause();
  // The candidates' autosaves go on loading the server during the deadline test.
  return { atRest, peak: sampler.peak('server'), academic: tests.get('IELTSAcademic'), autosave };
}

/** Full mode; `ceilingAgain` measures the ceiling once more right after the calls, before the rest. */
async function measureFullMode(run: Run, ceilingAgain: () => Promise<void>): Promise<void> {
  const { options, log, report } = run;
  log('Platform in full mode (PostgreSQL, BullMQ and the worker)...');
  const platform = await platformFor(run, 'full', options.ports.server, 'lifted');
  // The class test's server, with the shipped rate limits, on the same database (started once the first one has
  // migrated it). The smoke starts it now, alongside; the bench when its turn comes, so it disturbs no figure.
  const startClassPlatform = () => platformFor(run, 'full', options.ports.classServer, 'default');
  const classStarting = options.smoke ? startClassPlatform() : null;
  classStarting?.catch(() => {});
  const { atRest, peak, academic, autosave } = await measureCalls(run, platform, 'full');
  await ceilingAgain();
  report.memory.serverAtRestMb = atRest;
  report.memory.serverUnderLoadMb = peak;
  if (!academic) throw new Error('No IELTS Academic test 1');

  if (options.lighthouse) {
    log('Lighthouse (mobile, simulated throttling)...');
    const candidate = demoAccounts.find((account) => account.role === 'candidate');
    if (!candidate) throw new Error('No demo candidate');
    // A measure, not a step the rest depends on: a failure is reported and the run goes on.
    report.lighthouse = await auditPages(platform.origin, candidate).catch((error: unknown) => {
      report.checks.push({
        measure: 'Lighthouse',
        value: `failed: ${String(error).split('\n')[0]}`,
        target: '',
        met: false,
      });
      return null;
    });
  }

  log(`Class test: ${options.classCandidates} candidates from one address, default rate limits...`);
  const classPlatform = await (classStarting ?? startClassPlatform());
  const pupils = await prepareClass(
    classPlatform.origin,
    options.authEmulatorHost,
    run.id,
    options.classCandidates,
    academic,
  );
  report.classTest = await runClassAutosave(classPlatform.origin, pupils, {
    intervalSeconds: options.classIntervalSeconds,
    durationSeconds: options.classDurationSeconds,
  });
  await classPlatform.stop();

  const { worker } = platform;
  if (!worker) throw new Error('Full mode runs a worker');
  log(`Deadline lateness: ${options.timers} timers due within ${options.timerWindowSeconds} s...`);
  await waitForLog(worker, 'worker started');
  const sampler = createRssSampler();
  sampler.start([{ name: 'worker', pid: worker.pid }]);
  report.deadlines = await measureDeadlineLateness({
    databaseUrl: options.databaseUrl,
    redisUrl: options.redisUrl,
    redisKeyPrefix: options.redisKeyPrefix,
    authEmulatorHost: options.authEmulatorHost,
    timers: options.timers,
    windowSeconds: options.timerWindowSeconds,
    run: run.id,
    ...(autosave
      ? {
          loadWhileDue: {
            label: `${autosave.label}, ${options.connections} connections`,
            run: (seconds: number) =>
              runLoad(platform.origin, autosave.source, { connections: options.connections, seconds }),
          },
        }
      : {}),
  });
  sampler.pause();
  report.memory.workerUnderLoadMb = sampler.peak('worker');
  await platform.stop();
}

async function measureEmbeddedMode(run: Run): Promise<void> {
  run.log('Platform in embedded mode (PGlite, in-process deadlines)...');
  const platform = await platformFor(run, 'embedded', run.options.ports.server, 'lifted');
  const { atRest, peak } = await measureCalls(run, platform, 'embedded');
  run.report.checks.push(memoryCheck('embedded', peak, atRest));
  await platform.stop();
}

async function loadRubrics(origin: string, token: string): Promise<Rubrics> {
  const data = await graphql<{
    exams: {
      key: string;
      rubric: { criteria: { taskKey: string | null; key: string; max: number; step: number }[] };
    }[];
  }>(origin, documents.rubrics, { token });
  return new Map(data.exams.map((exam) => [exam.key, exam.rubric.criteria]));
}
