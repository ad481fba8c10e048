import type { DatabaseHealth } from '../persistence/database-health.ts';
import { withTimeout } from '../with-timeout.ts';
import { pingRedis } from './redis-ping.ts';

export type ReadinessPart = 'database' | 'migrations' | 'redis' | 'shutdown';

export type ReadinessReport = {
  ready: boolean;
  /** The parts that failed. */
  failing: ReadinessPart[];
  /** Per part checked: 'ok', or why not in words safe to show anyone (details go to the log). */
  checks: Partial<Record<ReadinessPart, string>>;
};

export type ReadinessProbe = { check(): Promise<ReadinessReport> };

type ProbeLog = { warn(details: object, message: string): void };

const describeFailure = (error: unknown) =>
  error instanceof Error && error.message.startsWith('no answer within') ? error.message : 'unreachable';

/**
 * Can this process serve requests? The database answers and has every migration of this build applied, and Redis
 * answers when REDIS_URL is configured. The checks run side by side, each within `timeoutMs`, so a dead service
 * makes the probe fail fast instead of hanging it.
 */
export function createReadinessProbe(options: {
  database: () => Promise<DatabaseHealth>;
  redisUrl: string | null;
  timeoutMs: number;
  log: ProbeLog;
  /** True once the process is stopping: the load balancer must send no more requests while it drains. */
  isStopping?: () => boolean;
}): ReadinessProbe {
  const { timeoutMs, log } = options;

  const checkDatabase = async (): Promise<Pick<ReadinessReport, 'checks'>> => {
    let health: DatabaseHealth;
    try {
      health = await withTimeout(options.database(), timeoutMs, `no answer within ${timeoutMs} ms`);
    } catch (error) {
      log.warn({ err: error }, 'readiness: the database did not answer');
      return { checks: { database: describeFailure(error), migrations: 'not checked' } };
    }
    if (!health.reachable) {
      log.warn({ err: health.error, reason: health.reason }, 'readiness: the database is unreachable');
      return { checks: { database: 'unreachable', migrations: 'not checked' } };
    }
    const pending = health.pendingMigrations;
    return {
      checks: {
        database: 'ok',
        migrations: pending.length === 0 ? 'ok' : `${pending.length} pending: ${pending.join(', ')}`,
      },
    };
  };

  const checkRedis = async (redisUrl: string): Promise<Pick<ReadinessReport, 'checks'>> => {
    try {
      await withTimeout(pingRedis(redisUrl, timeoutMs), timeoutMs, `no answer within ${timeoutMs} ms`);
      return { checks: { redis: 'ok' } };
    } catch (error) {
      log.warn({ err: error }, 'readiness: Redis did not answer');
      return { checks: { redis: describeFailure(error) } };
    }
  };

  return {
    async check() {
      if (options.isStopping?.()) return { ready: false, failing: ['shutdown'], checks: { shutdown: 'stopping' } };
      const results = await Promise.all([checkDatabase(), ...(options.redisUrl ? [checkRedis(options.redisUrl)] : [])]);
      const checks = Object.assign({}, ...results.map((result) => result.checks)) as ReadinessReport['checks'];
      // "not checked" is no verdict on the migrations: the database is what failed.
      const failing = (Object.keys(checks) as ReadinessPart[]).filter(
        (part) => checks[part] !== 'ok' && checks[part] !== 'not checked',
      );
      return { ready: failing.length === 0, failing, checks };
    },
  };
}
