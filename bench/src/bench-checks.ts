import { firstReadTargetMs } from './first-read-speed.ts';
import type { Mode } from './platform.ts';
import type { BenchReport, CallRow, Check } from './report.ts';

// The targets that are not a single row of the call table, and the class test (30 candidates on one address).

/** A server's resident memory under load: full mode's, and embedded mode's with PGlite's WebAssembly (about 220 MB). */
const rssTargetMb = { full: 300, embedded: 400 } as const;

export function memoryCheck(mode: Mode, underLoad: number | null, atRest: number | null): Check {
  return {
    measure: `server RSS, ${mode} mode`,
    value: `${atRest ?? '?'} MB at rest, ${underLoad ?? '?'} MB at peak under load`,
    target: `< ${rssTargetMb[mode]} MB under load`,
    met: underLoad === null ? null : underLoad < rssTargetMb[mode],
  };
}

function findCall(calls: CallRow[], key: string, mode: Mode): CallRow | undefined {
  return calls.find((row) => row.key === key && row.mode === mode);
}

/** How often the candidate app autosaves a draft, and the latency a save must keep. */
const autosaveIntervalSeconds = 30;
const autosaveP99TargetMs = 100;

/**
 * One replica's capacity in candidates writing at once: each autosaves every 30 s, so the highest rate of full mode's
 * GraphQL autosave answered with p99 under 100 ms, times 30.
 */
export function capacityCheck(report: BenchReport): Check | null {
  const { capacity } = report;
  if (!capacity) return null;
  const steps = capacity.steps.map((step) => `${step.connections} at once: ${step.rps} req/s, p99 ${step.p99Ms} ms`);
  const candidates = (Math.floor((capacity.savesPerSecond * autosaveIntervalSeconds) / 100) * 100).toLocaleString(
    'en-US',
  );
  const cores = report.machine.cpus;
  return {
    measure: `capacity: one full-mode replica on ${cores} cores shared with PostgreSQL, Redis and the load (${steps.join('; ')})`,
    value:
      capacity.savesPerSecond > 0
        ? `${candidates} candidates autosaving every ${autosaveIntervalSeconds} s ` +
          `(${capacity.savesPerSecond} saves/s, p99 ${capacity.p99Ms} ms)`
        : `no rate tried kept p99 under ${autosaveP99TargetMs} ms`,
    target: `p99 < ${autosaveP99TargetMs} ms`,
    met: capacity.savesPerSecond > 0,
  };
}

function comparisons(report: BenchReport): Check[] {
  const checks: Check[] = [];
  const capacity = capacityCheck(report);
  if (capacity) checks.push(capacity);
  const graphqlSave = findCall(report.calls, 'autosave-graphql', 'full');
  const restSave = findCall(report.calls, 'autosave-rest', 'full');
  if (graphqlSave && restSave && graphqlSave.result.rps > 0) {
    const factor = restSave.result.rps / graphqlSave.result.rps;
    checks.push({
      measure: 'autosave, GraphQL vs REST (REST req/s ÷ GraphQL req/s)',
      value: `${factor.toFixed(2)}x`,
      target: '≤ 1.5x',
      met: factor <= 1.5,
    });
  }
  const embeddedSave = findCall(report.calls, 'autosave-graphql', 'embedded');
  if (graphqlSave && embeddedSave && embeddedSave.result.rps > 0) {
    const factor = graphqlSave.result.rps / embeddedSave.result.rps;
    checks.push({
      measure: 'autosave, embedded vs full (full req/s ÷ embedded req/s)',
      value: `${factor.toFixed(2)}x`,
      target: '≤ 2x',
      met: factor <= 2,
    });
  }
  return checks;
}

function classAndDeadlines(report: BenchReport): Check[] {
  const checks: Check[] = [];
  const { classTest: lesson, deadlines } = report;
  if (lesson) {
    checks.push({
      measure:
        `class test: ${lesson.candidates} candidates on one address, a save every ${lesson.intervalSeconds} s ` +
        `for ${lesson.seconds} s, default rate limits`,
      value: `${lesson.saves} saves: ${lesson.tooManyRequests} × 429, ${lesson.otherErrors} other errors, p99 ${lesson.p99Ms} ms`,
      target: 'no 429',
      met: lesson.tooManyRequests === 0 && lesson.otherErrors === 0,
    });
  }
  if (deadlines) {
    checks.push({
      measure:
        `deadline lateness: ${deadlines.evaluationDeadlines} evaluation deadlines + ${deadlines.timeUpClosings} ` +
        `time-up closings pending in BullMQ, due within ${deadlines.windowSeconds} s` +
        (deadlines.apiLoad ? `, while ${deadlines.apiLoad.label} loaded the server` : ''),
      value:
        `p50 ${deadlines.p50Ms} ms, p99 ${deadlines.p99Ms} ms, max ${deadlines.maxMs} ms` +
        (deadlines.apiLoad
          ? ` (the load: ${deadlines.apiLoad.rps} req/s, p99 ${deadlines.apiLoad.p99Ms} ms, ${deadlines.apiLoad.errors} errors)`
          : ''),
      target: 'p99 < 1 s',
      met: deadlines.handled > 0 && deadlines.p99Ms < 1000,
    });
    checks.push({
      measure: 'deadlines handled exactly once (one state change each, one mail per release)',
      value: `${deadlines.exactlyOnce} of ${deadlines.timers} (${deadlines.missed} missed, ${deadlines.repeated} more than once)`,
      target: 'all',
      met: deadlines.exactlyOnce === deadlines.timers,
    });
  }
  return checks;
}

const restartTargetSeconds = 15;

function memoryAndStart(report: BenchReport): Check[] {
  const { memory, coldStart, restart } = report;
  const checks = [memoryCheck('full', memory.serverUnderLoadMb, memory.serverAtRestMb)];
  if (memory.workerUnderLoadMb !== null) {
    checks.push({
      measure: 'worker RSS during the deadline test',
      value: `${memory.workerUnderLoadMb} MB at peak`,
      target: '',
      met: null,
    });
  }
  if (coldStart) {
    checks.push({
      measure: 'cold start: `npm start` on an empty data folder',
      value:
        `first answer after ${coldStart.firstAnswerSeconds} s, ready after ${coldStart.readySeconds} s` +
        (coldStart.rebuiltApps ? ' (it rebuilt the web apps: their sources kept changing)' : ''),
      target: '',
      met: null,
    });
  }
  if (restart) {
    const due = restart.deadlines - restart.dueBeforeStop;
    checks.push({
      measure: `restart of the embedded platform with ${restart.deadlines} evaluation deadlines due while it was down`,
      value:
        `listening after ${restart.listeningSeconds} s, /readyz 200 after ${restart.readySeconds} s, ` +
        `banner after ${restart.bannerSeconds} s`,
      target: `ready and banner < ${restartTargetSeconds} s`,
      met: Math.max(restart.readySeconds, restart.bannerSeconds) < restartTargetSeconds,
    });
    checks.push({
      measure: `the ${restart.deadlines} deadlines handled after that restart`,
      value:
        (restart.handledSeconds === null
          ? `${restart.handled} of ${due} handled within 2 min`
          : `all ${restart.handled} handled ${restart.handledSeconds} s after the spawn`) +
        `, ${restart.overdue} overdue` +
        (restart.dueBeforeStop > 0 ? ` (${restart.dueBeforeStop} were due before the stop)` : ''),
      target: 'all, each once',
      met:
        restart.dueBeforeStop === 0 && restart.handled === restart.deadlines && restart.overdue === restart.deadlines,
    });
  }
  return checks;
}

function lighthouse(report: BenchReport): Check[] {
  return (report.lighthouse ?? []).map((page) => {
    const landing = page.path === '/';
    const minScore = landing ? 95 : 90;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    return {
      measure: `Lighthouse, ${page.page} (${page.path})`,
      value:
        `performance ${page.scores.join(', ')} in ${page.scores.length} runs in a row (the machine ` +
        `${page.idleBefore.map((idle) => `${idle}%`).join(', ')} idle before each); the lowest: LCP ` +
        `${seconds(page.lcpMs)}, FCP ${seconds(page.fcpMs)}, ${page.transferKb} kB`,
      target: `every run ≥ ${minScore}, LCP < 2 s${landing ? ', < 120 kB' : ''}`,
      met: page.performance >= minScore && page.lcpMs < 2000 && (!landing || page.transferKb < 120),
    };
  });
}

function firstRead(report: BenchReport): Check[] {
  const speed = report.firstRead;
  if (!speed) return [];
  return [
    {
      measure: `automatic first read of a ${speed.words}-word answer, in the checker's thread (${speed.runs} reads)`,
      value: `p50 ${speed.p50Ms} ms, p99 ${speed.p99Ms} ms (set-up once per process: ${speed.setupMs} ms)`,
      target: `< ${firstReadTargetMs} ms`,
      met: speed.p99Ms < firstReadTargetMs,
    },
  ];
}

export function checksOf(report: BenchReport): Check[] {
  return [
    ...comparisons(report),
    ...classAndDeadlines(report),
    ...memoryAndStart(report),
    ...firstRead(report),
    ...lighthouse(report),
  ];
}
