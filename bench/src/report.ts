import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { CeilingKind, Target } from './api-calls.ts';
import { repoRoot } from './bench-settings.ts';
import type { ClassResult } from './class-autosave.ts';
import type { ColdStartResult } from './cold-start.ts';
import type { LatenessResult } from './deadline-lateness.ts';
import type { FirstReadSpeed } from './first-read-speed.ts';
import type { PageAudit } from './lighthouse-audit.ts';
import type { LoadResult } from './load.ts';
import type { Mode } from './platform.ts';
import type { RestartResult } from './restart-deadlines.ts';

export type CallRow = {
  key: string;
  label: string;
  mode: Mode | 'ceiling';
  ceiling: CeilingKind;
  result: LoadResult;
  /** req/s over the ceiling of the same kind, measured in the same run. */
  ratio: number | null;
  target: Target | null;
  met: boolean | null;
};

export type Check = { measure: string; value: string; target: string; met: boolean | null };

export type CapacityStep = { connections: number; rps: number; p99Ms: number; errors: number };
export type CapacityResult = { savesPerSecond: number; p99Ms: number; steps: CapacityStep[] };

export type BenchReport = {
  date: string;
  machine: { cpus: number; cpuModel: string; node: string; loadBefore: number[]; loadAfter: number[] };
  settings: { durationSeconds: number; connections: number; candidates: number; smoke: boolean };
  calls: CallRow[];
  checks: Check[];
  classTest: ClassResult | null;
  deadlines: LatenessResult | null;
  /** Full mode's GraphQL autosave with fewer saves at once: the highest rate kept with p99 under 100 ms. */
  capacity: CapacityResult | null;
  memory: { serverAtRestMb: number | null; serverUnderLoadMb: number | null; workerUnderLoadMb: number | null };
  coldStart: ColdStartResult | null;
  restart: RestartResult | null;
  /** The automatic first read of a 350-word answer through the checker's thread. */
  firstRead: FirstReadSpeed | null;
  lighthouse: PageAudit[] | null;
};

/** A measured call; its ratio and verdict come once the ceiling's measures are all in (`rateAgainstCeiling`). */
export function callRow(
  spec: { key: string; label: string; ceiling: CeilingKind; target: Target | null },
  mode: CallRow['mode'],
  result: LoadResult,
): CallRow {
  const { key, label, ceiling, target } = spec;
  return { key, label, mode, ceiling, result, ratio: null, target, met: null };
}

/**
 * Sets each call's ratio to the ceiling of its kind: the mean of the ceiling's measures (before and after the calls,
 * so a machine whose load drifts during the run is judged fairly), and whether it meets its target.
 */
export function rateAgainstCeiling(calls: CallRow[]): void {
  const ceiling = new Map<CeilingKind, number>();
  for (const kind of ['insert', 'read'] as const) {
    const runs = calls.filter((row) => row.mode === 'ceiling' && row.ceiling === kind);
    if (runs.length > 0) ceiling.set(kind, runs.reduce((sum, row) => sum + row.result.rps, 0) / runs.length);
  }
  for (const row of calls) {
    const rps = ceiling.get(row.ceiling);
    if (row.mode === 'ceiling' || !rps) continue;
    row.ratio = row.result.rps / rps;
    const { target } = row;
    row.met = target
      ? row.ratio >= target.minRatio && (target.maxP99Ms === undefined || row.result.p99Ms < target.maxP99Ms)
      : null;
  }
}

const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;

function targetText(target: Target | null, ceiling: CeilingKind): string {
  if (!target) return '';
  const share = `≥ ${percent(target.minRatio)} of ${ceiling}`;
  return target.maxP99Ms ? `${share}, p99 < ${target.maxP99Ms} ms` : share;
}

const verdict = (met: boolean | null) => (met === null ? '' : met ? 'met' : 'MISSED');

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The printed form: one Markdown table of the calls, one of the other measures (pasted into docs/bench.md as is). */
export function formatReport(report: BenchReport): string {
  const callTable = table(
    ['call', 'mode', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'CPU µs/req', 'vs ceiling', 'target', ''],
    // The ceiling's measures first (at the start and after the calls), then the calls in the order they ran.
    [
      ...report.calls.filter((row) => row.mode === 'ceiling'),
      ...report.calls.filter((row) => row.mode !== 'ceiling'),
    ].map((row) => [
      row.label,
      row.mode,
      Math.round(row.result.rps).toLocaleString('en-US'),
      String(row.result.p50Ms),
      String(row.result.p99Ms),
      String(row.result.errors) + (row.result.exhausted ? ` (pool used up after ${row.result.seconds} s)` : ''),
      row.result.cpu ? `${row.result.cpu.processUs} + ${row.result.cpu.postgresUs}` : '',
      row.ratio === null ? '' : percent(row.ratio),
      targetText(row.target, row.ceiling),
      verdict(row.met),
    ]),
  );
  const checkTable = table(
    ['measure', 'value', 'target', ''],
    report.checks.map((check) => [check.measure, check.value, check.target, verdict(check.met)]),
  );
  const { machine, settings } = report;
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
  return [
    `Bench of ${report.date}: ${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}; load average before ` +
      `${load(machine.loadBefore)}, after ${load(machine.loadAfter)}.`,
    `${settings.connections} connections, ${settings.durationSeconds} s per call, ${settings.candidates} candidates. ` +
      'Absolute numbers vary by machine; the ratios to the ceiling of the same run are what is compared. ' +
      'CPU µs/req: the CPU time one request cost the answering process + PostgreSQL.',
    '',
    callTable,
    '',
    checkTable,
  ].join('\n');
}

/** Writes the report as JSON; a file the repository keeps is formatted as Biome wants it, so `npm test` stays green. */
export function writeReport(report: BenchReport, file: string): string {
  const path = join(repoRoot, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(report, null, 2)}\n`);
  if (!file.startsWith('test-results/')) {
    spawnSync('pnpm', ['exec', 'biome', 'format', '--write', path], { cwd: repoRoot, stdio: 'ignore' });
  }
  return path;
}
