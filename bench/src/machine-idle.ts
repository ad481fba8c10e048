import { readFileSync } from 'node:fs';

// How busy the whole machine is, from /proc/stat (Linux): a page audit run beside a server still working through a
// backlog (the first reads the submit bench queued) measures that work as the page's blocking time.

/** The machine's CPU time so far, in ticks: idle (with I/O wait) and in all. */
function cpuTicks(): { idle: number; total: number } {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, ticks) => sum + (Number.isFinite(ticks) ? ticks : 0), 0);
  return { idle: (fields[3] ?? 0) + (fields[4] ?? 0), total };
}

/** The share of the machine's CPU (0 to 1) left idle over the next `ms`. */
export async function idleShare(ms = 1_000): Promise<number> {
  const before = cpuTicks();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = cpuTicks();
  const total = after.total - before.total;
  return total > 0 ? (after.idle - before.idle) / total : 1;
}

/**
 * Waits until `quietShare` of the machine's CPU is idle over two seconds in a row, at most `maxMs`; resolves with the
 * last second's idle share, whether or not the machine got that quiet.
 */
export async function waitForQuietMachine(options: { quietShare: number; maxMs: number }): Promise<number> {
  const until = Date.now() + options.maxMs;
  let quietSeconds = 0;
  let share = await idleShare();
  while (Date.now() < until) {
    quietSeconds = share >= options.quietShare ? quietSeconds + 1 : 0;
    if (quietSeconds >= 2) break;
    share = await idleShare();
  }
  return share;
}
