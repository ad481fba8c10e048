import { fileURLToPath } from 'node:url';

/** The repository root, where the platform's own entry points live. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** What one run measures, and how hard. The full bench and the smoke differ only in these values. */
export type BenchOptions = {
  /** The short variant run by `npm test`: tiny numbers, no Lighthouse, no cold start. */
  smoke: boolean;
  /** Ports from the kernel, Redis keys and a database of the run's own (runs sharing a machine). */
  isolated: boolean;
  /** Also measure the calls in embedded mode (PGlite, in-process deadlines). */
  embedded: boolean;
  durationSeconds: number;
  /** An unrecorded run before each repeatable call, so the JIT is warm when measuring starts. */
  warmupSeconds: number;
  connections: number;
  /** At most this many attempts are prepared for first submits (sized from the autosave rate of the run). */
  maxSubmitPool: number;
  /** Candidates whose drafts, attempts and profiles the calls rotate through. */
  candidates: number;
  /** The class test: candidates autosaving from one address against the default rate limits. */
  classCandidates: number;
  classIntervalSeconds: number;
  classDurationSeconds: number;
  /** Attempt timers pending in BullMQ (half evaluation deadlines, half time-up closings), due within the window. */
  timers: number;
  timerWindowSeconds: number;
  lighthouse: boolean;
  coldStart: boolean;
  /** Restart of the embedded platform with this many evaluation deadlines due while it was down (0: not run). */
  restartDeadlines: number;
  /** EVALUATION_DEADLINE_SECONDS of that platform: its submits and its stop must come before the first deadline. */
  restartDeadlineSeconds: number;
  /** Where the table goes as JSON; null writes nothing. */
  resultsFile: string | null;
  ports: {
    server: number;
    classServer: number;
    ceiling: number;
    coldStart: number;
    restart: number;
    restartAuthEmulator: number;
  };
  /** PostgreSQL database of the bench's own, dropped and created afresh when its name has "bench" or "test". */
  databaseUrl: string;
  /** Redis, which may be shared: the platform's keys all start with `redisKeyPrefix` (REDIS_KEY_PREFIX). */
  redisUrl: string;
  /** The bench's keys, deleted at start (and, for an isolated run, at the end). */
  redisKeyPrefix: string;
  authEmulatorHost: string;
};

const fullDefaults: BenchOptions = {
  smoke: false,
  isolated: false,
  embedded: false,
  durationSeconds: 10,
  warmupSeconds: 2,
  connections: 50,
  maxSubmitPool: 30_000,
  candidates: 100,
  classCandidates: 30,
  classIntervalSeconds: 2,
  classDurationSeconds: 120,
  timers: 10_000,
  timerWindowSeconds: 60,
  lighthouse: true,
  coldStart: true,
  restartDeadlines: 200,
  restartDeadlineSeconds: 15,
  resultsFile: 'bench-results/latest.json',
  ports: {
    server: 18810,
    classServer: 18812,
    ceiling: 18820,
    coldStart: 18830,
    restart: 18832,
    restartAuthEmulator: 18833,
  },
  databaseUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/mocktest_bench',
  // Shares Redis with whatever else uses it: the bench's keys are its own through the platform's REDIS_KEY_PREFIX.
  redisUrl: process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379',
  redisKeyPrefix: 'mocktest-bench',
  authEmulatorHost: process.env.BENCH_AUTH_EMULATOR_HOST || '127.0.0.1:9899',
};

/** Where the smoke's database goes: BENCH_SMOKE_DATABASE_URL, else the test database's server and name + `_bench`. */
function smokeDatabaseUrl(): string {
  if (process.env.BENCH_SMOKE_DATABASE_URL) return process.env.BENCH_SMOKE_DATABASE_URL;
  const url = new URL(process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/mocktest_test');
  url.pathname = `${url.pathname}_bench`;
  return url.toString();
}

export function smokeOptions(): BenchOptions {
  return {
    ...fullDefaults,
    smoke: true,
    isolated: true,
    durationSeconds: 1,
    warmupSeconds: 0,
    connections: 4,
    maxSubmitPool: 48,
    candidates: 4,
    classCandidates: 30,
    classDurationSeconds: 3,
    timers: 40,
    timerWindowSeconds: 3,
    lighthouse: false,
    coldStart: false,
    // Not in the smoke, like the cold start: even in miniature it is two starts of the embedded platform (its Auth
    // emulator, PGlite migrating a fresh data folder) plus the wait for the deadlines, tens of seconds on two cores.
    // `node bench/src/restart-deadlines.ts --restart-deadlines 5` runs it alone.
    restartDeadlines: 0,
    resultsFile: 'test-results/bench-smoke.json',
    // Ports, Redis keys and the database (this name plus the run's id) are the run's own: see isolation.ts.
    databaseUrl: smokeDatabaseUrl(),
    // The Redis the tests use: TEST_REDIS_URL (a test container sets it), else REDIS_URL, else the local one.
    redisUrl:
      process.env.BENCH_REDIS_URL || process.env.TEST_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  };
}

const usage = `Usage: npm run bench -- [options]
  --embedded              also measure embedded mode (PGlite)
  --duration <s>          seconds per call (10)
  --connections <n>       autocannon connections (50)
  --candidates <n>        candidates the calls rotate through (100)
  --class-duration <s>    the 30-candidate autosave test (120)
  --timers <n>            pending deadlines and closings for the lateness test (10000)
  --restart-deadlines <n> deadlines due across a restart of the embedded platform (200; 0 skips it)
  --isolated              ports from the kernel, Redis keys and a database of the run's own (runs side by side)
  --no-lighthouse  --no-cold-start  --no-restart  --smoke  --no-api (bundle sizes only)
Environment: BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/mocktest_bench), BENCH_REDIS_URL
(redis://127.0.0.1:6379; the bench's keys start with mocktest-bench), BENCH_AUTH_EMULATOR_HOST (127.0.0.1:9899), CHROMIUM_PATH (/usr/bin/chromium).`;

/** Reads the command line of `npm run bench -- ...`. */
export function parseBenchArgs(argv: string[]): BenchOptions {
  const options: BenchOptions = argv.includes('--smoke') ? smokeOptions() : { ...fullDefaults };
  const number = (flag: string, value: string | undefined): number => {
    const parsed = Number(value);
    if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${flag} needs a number.\n${usage}`);
    return parsed;
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    switch (flag) {
      case '--smoke':
        break;
      case '--help':
        console.log(usage);
        process.exit(0);
        break;
      case '--embedded':
        options.embedded = true;
        break;
      case '--isolated':
        options.isolated = true;
        break;
      case '--no-lighthouse':
        options.lighthouse = false;
        break;
      case '--no-cold-start':
        options.coldStart = false;
        break;
      case '--no-restart':
        options.restartDeadlines = 0;
        break;
      case '--restart-deadlines':
        options.restartDeadlines = number(flag, argv[++i]);
        break;
      case '--duration':
        options.durationSeconds = number(flag, argv[++i]);
        break;
      case '--connections':
        options.connections = number(flag, argv[++i]);
        break;
      case '--candidates':
        options.candidates = number(flag, argv[++i]);
        break;
      case '--class-duration':
        options.classDurationSeconds = number(flag, argv[++i]);
        break;
      case '--timers':
        options.timers = number(flag, argv[++i]);
        break;
      default:
        throw new Error(`Unknown option ${flag}.\n${usage}`);
    }
  }
  return options;
}
