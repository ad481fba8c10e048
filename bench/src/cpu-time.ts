import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

// CPU time per request from /proc (Linux): the server's own and PostgreSQL's. Unlike req/s, which moves with whatever
// else shares the machine, the CPU a call costs is much the same from run to run, and it says where the time goes.

const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** User plus system CPU of a process so far, in ms; 0 once it is gone. */
function processCpuMs(pid: number): number {
  try {
    // The fields after the command's closing parenthesis; utime and stime are the 14th and 15th of the line.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return 0;
  }
}

/** Every PostgreSQL process's CPU so far (the server and its backends), by pid. */
function postgresCpuMs(): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    byPid.set(Number(entry), processCpuMs(Number(entry)));
  }
  return byPid;
}

export type CpuPerRequest = { processUs: number; postgresUs: number };

/**
 * Starts counting the CPU of `pid` and of PostgreSQL; `perRequest(n)` divides what they spent since by `n` requests.
 * A backend that ends in between loses its last ticks (the pools keep theirs open while loaded).
 */
export function countCpu(pid: number): { perRequest(requests: number): CpuPerRequest | null } {
  const process0 = processCpuMs(pid);
  const postgres0 = postgresCpuMs();
  return {
    perRequest(requests) {
      if (requests === 0) return null;
      let postgresMs = 0;
      for (const [backend, ms] of postgresCpuMs()) postgresMs += Math.max(0, ms - (postgres0.get(backend) ?? 0));
      const perRequest = (ms: number) => Math.round((ms * 1000) / requests);
      return { processUs: perRequest(processCpuMs(pid) - process0), postgresUs: perRequest(postgresMs) };
    },
  };
}
