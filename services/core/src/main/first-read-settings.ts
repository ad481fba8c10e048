import { z } from 'zod';
import type { FirstReadPolicy } from '../application/first-read/run-first-reads.use-case.ts';

// The automatic first read's job settings, validated with the rest of the environment in config.ts. The job runs in
// the worker in full mode and in the server itself in embedded mode.

export type FirstReadConfig = FirstReadPolicy & {
  /** Pause between passes over the owed first reads. */
  intervalMs: number;
  /** How long the checker's thread (and its memory) is kept without an answer to read. */
  checkerIdleMs: number;
};

const whole = (fallback: number, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number().int().min(min).max(max).default(fallback),
  );

export const firstReadEnvShape = {
  FIRST_READ_INTERVAL_MS: whole(1_000, 50, 3_600_000),
  FIRST_READ_BATCH_SIZE: whole(10, 1, 500),
  FIRST_READ_MAX_TRIES: whole(3, 1, 20),
  FIRST_READ_RETRY_BASE_SECONDS: whole(10, 1, 3_600),
  FIRST_READ_RETRY_MAX_SECONDS: whole(600, 1, 86_400),
  FIRST_READ_LEASE_SECONDS: whole(60, 5, 3_600),
  FIRST_READ_CHECKER_IDLE_SECONDS: whole(120, 1, 86_400),
};

type FirstReadEnv = { [K in keyof typeof firstReadEnvShape]: number };

/** The first-read settings; throws when the backoff's cap is below its first wait. */
export function firstReadConfigFrom(e: FirstReadEnv): FirstReadConfig {
  if (e.FIRST_READ_RETRY_MAX_SECONDS < e.FIRST_READ_RETRY_BASE_SECONDS) {
    throw new Error(
      `FIRST_READ_RETRY_MAX_SECONDS (${e.FIRST_READ_RETRY_MAX_SECONDS}) is below FIRST_READ_RETRY_BASE_SECONDS (${e.FIRST_READ_RETRY_BASE_SECONDS})`,
    );
  }
  return {
    intervalMs: e.FIRST_READ_INTERVAL_MS,
    batchSize: e.FIRST_READ_BATCH_SIZE,
    maxTries: e.FIRST_READ_MAX_TRIES,
    retryBaseSeconds: e.FIRST_READ_RETRY_BASE_SECONDS,
    retryMaxSeconds: e.FIRST_READ_RETRY_MAX_SECONDS,
    leaseSeconds: e.FIRST_READ_LEASE_SECONDS,
    checkerIdleMs: e.FIRST_READ_CHECKER_IDLE_SECONDS * 1000,
  };
}
