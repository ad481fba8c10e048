import { randomUUID } from 'node:crypto';
import {
  type CoreDeps,
  createContainer,
  loadConfig,
  newAttempt,
  newProfile,
  submit,
  submitTask,
  testMinutes,
  testTaskKeys,
} from '@mocktest/core';
import pg from 'pg';
import { examKeys } from './bench-accounts.ts';
import { mapLimit } from './identity-client.ts';
import { sleep } from './processes.ts';

type Attempt = Parameters<CoreDeps['attempts']['insert']>[0];
type Profile = Parameters<CoreDeps['profiles']['save']>[0];
type Evaluation = Parameters<CoreDeps['evaluations']['insert']>[0];
type MockTest = Awaited<ReturnType<CoreDeps['mockTests']['listByExam']>>[number];

export type LatenessResult = {
  timers: number;
  evaluationDeadlines: number;
  timeUpClosings: number;
  /** Deadlines with a published evaluation: released, with one "evaluation ready" mail each. */
  releases: number;
  windowSeconds: number;
  /** How long putting every timer into BullMQ took, and how much of it overran the first due time. */
  schedulingSeconds: number;
  schedulingOverranSeconds: number;
  handled: number;
  exactlyOnce: number;
  missed: number;
  repeated: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The API load that ran against the server while the timers came due, when one did. */
  apiLoad: { label: string; rps: number; p99Ms: number; errors: number } | null;
};

/** A load run against the API for `seconds`, while the timers come due. */
export type LoadWhileDue = {
  label: string;
  run(seconds: number): Promise<{ rps: number; p99Ms: number; errors: number }>;
};

const hourMs = 3_600_000;

/**
 * How long the API load runs before the first timer is due, so the timers meet a machine under load rather than the
 * load's start: started at the first due time, it left the first five seconds' timers up to 1.5 s late (p50 7 ms
 * after that), and 10 s earlier none later than 260 ms.
 */
const loadLeadMs = 10_000;

/**
 * The bench's deadline test in full mode: `timers` attempt timers pending in BullMQ, all due within `windowSeconds`,
 * handled by the real worker process. Half are evaluation deadlines (half of those with a published evaluation, so
 * they are released and mail the candidate), half are attempts in progress whose time runs out (the server closes
 * them). The attempts are stored through the core's repositories and scheduled through its BullMQ scheduler, as
 * submits and starts do; then the database says when each was handled (the worker stamps it with its clock) and
 * whether exactly once (one version step, at most one mail).
 */
export async function measureDeadlineLateness(options: {
  databaseUrl: string;
  redisUrl: string;
  redisKeyPrefix: string;
  authEmulatorHost: string;
  timers: number;
  windowSeconds: number;
  run: string;
  /** Loads the API meanwhile, from the first due time to the last: lateness on a busy machine. */
  loadWhileDue?: LoadWhileDue;
}): Promise<LatenessResult> {
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    REDIS_KEY_PREFIX: options.redisKeyPrefix,
    FIREBASE_AUTH_EMULATOR_HOST: options.authEmulatorHost,
  });
  const container = await createContainer(config);
  const { deps } = container;
  const db = new pg.Client({ connectionString: options.databaseUrl });
  await db.connect();
  try {
    // Round robin over the exams, so that even a few timers cover every exam (and its kind of clock).
    const byExam = await Promise.all(examKeys.map((exam) => deps.mockTests.listByExam(exam)));
    const tests = Array.from({ length: Math.max(...byExam.map((list) => list.length)) }, (_, n) =>
      byExam.flatMap((list) => list[n] ?? []),
    ).flat();
    if (tests.length === 0) throw new Error('The question bank is empty');
    const grace = config.timeUpGraceSeconds;
    // Candidates with a profile each, as in life (the tutor queue reads them), and one attempt per test each.
    const users = Array.from({ length: 2 * Math.ceil(options.timers / (2 * tests.length)) }, (_, n) => ({
      userId: `bench-timer-${options.run}-${n}`,
      email: `bench-timer-${options.run}-${n}@example.test`,
    }));
    // Stored with far-away times first (nobody schedules them yet); the real due times are set right before
    // scheduling, so the time spent seeding never counts as lateness.
    const far = new Date(Date.now() + 24 * hourMs);
    const seeds = Array.from({ length: options.timers }, (_, i) => {
      // Each test twice in a row, once per kind; each user takes a test at most once.
      const test = tests[Math.floor(i / 2) % tests.length] as (typeof tests)[number];
      const user = users[2 * Math.floor(i / (2 * tests.length)) + (i % 2)] as (typeof users)[number];
      return {
        id: randomUUID() as string,
        kind: i % 2 === 0 ? ('deadline' as const) : ('closing' as const),
        released: i % 4 === 0,
        test,
        ...user,
      };
    });
    const now = new Date();
    await mapLimit(users, 16, (user) => deps.profiles.save(seedProfile(user, now)));
    await mapLimit(seeds, 16, async (seed) => {
      await deps.attempts.insert(seedAttempt(seed, now, far));
      if (seed.released) await deps.evaluations.insert(seedEvaluation(seed.id, now));
    });

    // With the API load, it starts before the first due time (see `loadLeadMs`; as long as the window in a smoke run):
    // the lead makes room for it.
    const loadLead = options.loadWhileDue ? Math.min(loadLeadMs, options.windowSeconds * 1000) : 0;
    const lead = Math.max(2_000, options.timers * 1.5) + loadLead;
    const windowStart = Date.now() + lead;
    const due = new Map(
      seeds.map((seed, i) => [seed.id, windowStart + Math.floor((i / seeds.length) * options.windowSeconds * 1000)]),
    );
    const byKind = (kind: 'deadline' | 'closing') => seeds.filter((seed) => seed.kind === kind);
    const ids = (list: typeof seeds) => list.map((seed) => seed.id);
    const times = (list: typeof seeds, shiftMs: number) =>
      list.map((seed) => new Date((due.get(seed.id) as number) - shiftMs));
    await db.query(
      `update attempts a set deadline_at = v.due from (select unnest($1::text[]) id, unnest($2::timestamptz[]) due) v
       where a.id = v.id`,
      [ids(byKind('deadline')), times(byKind('deadline'), 0)],
    );
    // An attempt in progress is closed at its end time plus the grace: that moment is its due time. With per-task
    // clocks (PTE, TOEFL) the seed sits on its last task, whose clock ends then too.
    await db.query(
      `update attempts a set ends_at = v.ends, started_at = v.ends - interval '1 hour',
         task_clocks = case when jsonb_array_length(a.task_clocks) = 0 then a.task_clocks
           else jsonb_set(
             jsonb_set(a.task_clocks, array[(jsonb_array_length(a.task_clocks) - 1)::text, 'endsAt'], to_jsonb(v.ends)),
             array[(jsonb_array_length(a.task_clocks) - 1)::text, 'startedAt'], to_jsonb(v.ends - interval '1 hour'))
         end
       from (select unnest($1::text[]) id, unnest($2::timestamptz[]) ends) v where a.id = v.id`,
      [ids(byKind('closing')), times(byKind('closing'), grace * 1000)],
    );
    // An answer reaches its evaluation deadline long after the tutors' escalation at a share of its window: recorded
    // as done, as it would be by then. Without it the reconcile pass (or escalation timers armed now) would send
    // 5,000 escalations inside the measured minute, which no real deadline brings.
    await db.query(
      `insert into deadline_escalations (attempt_id, escalated_at) select unnest($1::text[]), now()
       on conflict do nothing`,
      [ids(byKind('deadline'))],
    );
    const schedulingStarted = Date.now();
    await mapLimit(seeds, 32, (seed) => deps.deadlines.schedule(seed.id, new Date(due.get(seed.id) as number)));
    const scheduled = Date.now();
    const loading = options.loadWhileDue
      ? sleep(Math.max(0, windowStart - loadLead - Date.now())).then(() =>
          (options.loadWhileDue as LoadWhileDue).run(
            Math.max(1, Math.round((windowStart + options.windowSeconds * 1000 - Date.now()) / 1000)),
          ),
        )
      : null;

    // Wait for the window, then for stragglers (the worker's reconcile pass runs every minute).
    const windowEnd = windowStart + options.windowSeconds * 1000;
    const giveUpAt = windowEnd + 90_000;
    const kinds = new Map(seeds.map((seed) => [seed.id, seed.kind]));
    const seedById = new Map(seeds.map((seed) => [seed.id, seed]));
    let rows: TimerRow[] = [];
    while (Date.now() < giveUpAt) {
      rows = await readTimers(db, kinds);
      if (Date.now() > windowEnd && rows.every(isHandled)) break;
      await sleep(1_000);
    }
    const mails = await mailsPerAttempt(db, options.run);
    const load = await loading;

    const lateness: number[] = [];
    let exactlyOnce = 0;
    let repeated = 0;
    for (const row of rows) {
      if (!isHandled(row)) continue;
      const handledAt = row.kind === 'closing' ? row.submitted_at : row.deadline_handled_at;
      lateness.push((handledAt as Date).getTime() - (due.get(row.id) as number));
      const seed = seedById.get(row.id);
      const expectedMails = seed?.released ? 1 : 0;
      const mailCount = seed ? (mails.get(`${seed.email}|${seed.test.title}`) ?? 0) : 0;
      if (row.version === 2 && mailCount === expectedMails) exactlyOnce++;
      else if (row.version > 2 || mailCount > expectedMails) repeated++;
    }
    lateness.sort((a, b) => a - b);
    const at = (q: number) => lateness[Math.min(lateness.length - 1, Math.floor(lateness.length * q))] ?? 0;
    return {
      timers: seeds.length,
      evaluationDeadlines: byKind('deadline').length,
      timeUpClosings: byKind('closing').length,
      releases: seeds.filter((seed) => seed.released).length,
      windowSeconds: options.windowSeconds,
      schedulingSeconds: round1((scheduled - schedulingStarted) / 1000),
      schedulingOverranSeconds: round1(Math.max(0, scheduled - windowStart) / 1000),
      handled: lateness.length,
      exactlyOnce,
      missed: seeds.length - lateness.length,
      repeated,
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      maxMs: lateness.at(-1) ?? 0,
      apiLoad:
        load && options.loadWhileDue
          ? { label: options.loadWhileDue.label, rps: Math.round(load.rps), p99Ms: load.p99Ms, errors: load.errors }
          : null,
    };
  } finally {
    await db.end();
    await container.close();
  }
}

const round1 = (value: number) => Math.round(value * 10) / 10;

type TimerRow = {
  id: string;
  kind: 'deadline' | 'closing';
  submitted_at: Date | null;
  deadline_handled_at: Date | null;
  version: number;
};

const isHandled = (row: TimerRow) => (row.kind === 'closing' ? row.submitted_at : row.deadline_handled_at) !== null;

async function readTimers(db: pg.Client, kinds: Map<string, 'deadline' | 'closing'>): Promise<TimerRow[]> {
  const result = await db.query<Omit<TimerRow, 'kind'>>(
    'select id, submitted_at, deadline_handled_at, version from attempts where id = any($1::text[])',
    [[...kinds.keys()]],
  );
  return result.rows.map((row) => ({ ...row, kind: kinds.get(row.id) as TimerRow['kind'] }));
}

/** "Evaluation ready" mails per candidate and test (the mail names the test), so per attempt. */
async function mailsPerAttempt(db: pg.Client, run: string): Promise<Map<string, number>> {
  const result = await db.query<{ to: string; text: string }>('select "to", text from outbox_mail where "to" like $1', [
    `bench-timer-${run}-%`,
  ]);
  const counts = new Map<string, number>();
  for (const row of result.rows) {
    const key = `${row.to}|${/The evaluation of "(.*?)" is ready/.exec(row.text)?.[1]}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

const noDeadline = { evaluationMinutes: 0, overrideSeconds: null };

// Rows come from the core's own factories, so the bench seeds the states the product makes; the due times are
// moved into the window later, in SQL.
function seedAttempt(
  seed: { id: string; kind: 'deadline' | 'closing'; userId: string; test: MockTest },
  now: Date,
  far: Date,
): Attempt {
  const answers = [
    { taskKey: seed.test.tasks[0]?.key ?? 'task1', text: 'A first paragraph, saved before the time ran out.' },
  ];
  const writingMs = testMinutes(seed.test) * 60_000;
  if (seed.kind === 'closing') {
    const startedAt = new Date(far.getTime() - writingMs);
    const started = newAttempt({ id: seed.id, userId: seed.userId, test: seed.test, now: startedAt });
    // With per-task clocks every task but the last is handed in at once, so one time-up closes the attempt (an
    // abandoned attempt left earlier closes task by task, each at its own time).
    if (started.taskClocks.length === 0) return { ...started, answers, updatedAt: now };
    const onLastTask = seed.test.tasks
      .slice(0, -1)
      .reduce(
        (attempt, task) => submitTask(attempt, { taskKey: task.key, text: 'Handed in.' }, startedAt, noDeadline),
        started,
      );
    return { ...onLastTask, updatedAt: now };
  }
  const started = newAttempt({
    id: seed.id,
    userId: seed.userId,
    test: seed.test,
    now: new Date(now.getTime() - writingMs),
  });
  const untilFar = Math.round((far.getTime() - now.getTime()) / 1000);
  return submit(started, answers, now, { evaluationMinutes: 0, overrideSeconds: untilFar }, testTaskKeys(seed.test));
}

function seedProfile(user: { userId: string; email: string }, now: Date): Profile {
  return {
    ...newProfile({
      id: randomUUID(),
      ...user,
      fullName: 'Bench Timer',
      photoUrl: null,
      emailVerified: true,
      provider: 'Custom',
      now,
    }),
    selectedExam: 'IELTSAcademic',
  };
}

function seedEvaluation(attemptId: string, now: Date): Evaluation {
  return {
    id: randomUUID(),
    attemptId,
    tutorId: 'bench-tutor',
    rubricVersion: 'bench',
    criterionScores: [],
    overall: null,
    strengths: [],
    weaknesses: [],
    areasOfImprovement: [],
    comments: [],
    feedback: 'Published before the deadline.',
    revisedAnswers: [],
    publishedAt: now,
    updatedAt: now,
    version: 1,
  };
}
