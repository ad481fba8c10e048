// Embedded mode stopped while evaluation deadlines come due, then started again: it must become ready, and every
// due item must be handled exactly once (the published evaluation released with one mail to its candidate, the
// unevaluated answer escalated once to the tutors and once to the admins). This test owns its platform: it is about the
// process itself (a stop, downtime and a start on the same data).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { type ApiAccount, candidateSubmitsFirstTest, graphqlAs } from './support/api-candidate.ts';
import { type Platform, startPlatform } from './support/platform.ts';

const port = 18490;
const authEmulatorPort = 9197;
const deadlineSeconds = 12;
const dataDir = mkdtempSync(join(tmpdir(), 'mocktest-restart-'));
let platform: Platform | null = null;

afterAll(async () => {
  await platform?.stop();
});

async function signIn(origin: string, email: string, password: string): Promise<ApiAccount> {
  const config = (await (await fetch(`${origin}/app-config.json`)).json()) as {
    firebase: { apiKey: string };
    authEmulatorUrl: string;
  };
  const response = await fetch(
    `${config.authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${config.firebase.apiKey}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const { idToken } = (await response.json()) as { idToken: string };
  return { email, password, idToken };
}

type Mail = { to: string; subject: string };

async function outbox(origin: string): Promise<Mail[]> {
  const admin = await signIn(origin, 'admin@example.com', 'admin-pass');
  const { outbox } = await graphqlAs<{ outbox: Mail[] }>(origin, admin, 'query { outbox(limit: 100) { to subject } }');
  return outbox;
}

async function attemptIdOf(origin: string, candidate: ApiAccount): Promise<string> {
  const { myAttempts } = await graphqlAs<{ myAttempts: { items: { id: string }[] } }>(
    origin,
    candidate,
    'query { myAttempts { items { id } } }',
  );
  const id = myAttempts.items[0]?.id;
  if (!id) throw new Error(`${candidate.email} has no attempt`);
  return id;
}

async function publishFirstEvaluation(origin: string, attemptId: string): Promise<void> {
  const tutor = await signIn(origin, 'tutor@example.com', 'tutor-pass');
  const { exams } = await graphqlAs<{
    exams: { key: string; rubric: { criteria: { key: string; taskKey: string | null }[] } }[];
  }>(origin, tutor, 'query { exams { key rubric { criteria { key taskKey } } } }');
  const criteria = exams.find((exam) => exam.key === 'IELTSAcademic')?.rubric.criteria ?? [];
  const criterionScores = ['task1', 'task2'].flatMap((taskKey) =>
    criteria
      .filter((criterion) => !criterion.taskKey || criterion.taskKey === taskKey)
      .map((criterion) => ({ taskKey, criterion: criterion.key, score: 6 })),
  );
  await graphqlAs(origin, tutor, 'mutation($id: ID!) { claimAttempt(attemptId: $id) { claimedByMe } }', {
    id: attemptId,
  });
  await graphqlAs(
    origin,
    tutor,
    'mutation($id: ID!, $input: EvaluationInput!) { publishEvaluation(attemptId: $id, input: $input) { attempt { id } } }',
    {
      id: attemptId,
      input: {
        criterionScores,
        strengths: [{ label: 'Overview', text: 'The main trend is named first.' }],
        weaknesses: [{ label: 'Linking', text: 'Sentences rarely connect to each other.' }],
        areasOfImprovement: [{ label: 'Paragraphs', text: 'One idea per paragraph.' }],
        feedback: 'A clear start; join the ideas up.',
        revisedAnswer: 'Visits to the museum rose steadily over the decade, peaking in its final year.',
      },
    },
  );
}

const count = (mails: Mail[], to: string, subject: RegExp) =>
  mails.filter((mail) => mail.to === to && subject.test(mail.subject)).length;

test('a restart after downtime becomes ready and handles each due deadline exactly once', async () => {
  const options = { port, authEmulatorPort, deadlineSeconds, dataDir };
  platform = await startPlatform(options);
  const origin = platform.origin;
  const evaluated = await candidateSubmitsFirstTest(origin, 'Rosa Released', 'The museum had more visitors.');
  const waiting = await candidateSubmitsFirstTest(origin, 'Omar Overdue', 'Visits grew every year.');
  const evaluatedAttempt = await attemptIdOf(origin, evaluated);
  await publishFirstEvaluation(origin, evaluatedAttempt);
  const submittedAt = Date.now();
  const before = await outbox(origin);
  expect(count(before, evaluated.email, /evaluation is ready/)).toBe(0);

  await platform.stop();
  platform = null;
  // Down while both deadlines pass (this test is about time itself: the wait is the downtime).
  const dueAt = submittedAt + deadlineSeconds * 1000 + 2000;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, dueAt - Date.now())));

  platform = await startPlatform(options);
  const ready = await fetch(`${platform.origin}/readyz`);
  expect(ready.status).toBe(200);

  // The release: one mail to its candidate, and the evaluation is now theirs to read.
  await expect
    .poll(async () => count(await outbox(platform?.origin ?? ''), evaluated.email, /evaluation is ready/), {
      timeout: 60_000,
      interval: 1000,
    })
    .toBe(1);
  // The emulator came back from its saved accounts: tokens issued before are refused, so the candidate signs in again.
  const again = await signIn(platform.origin, evaluated.email, evaluated.password);
  const { attempt } = await graphqlAs<{ attempt: { evaluation: { id: string } | null } }>(
    platform.origin,
    again,
    'query($id: ID!) { attempt(id: $id) { evaluation { id } } }',
    { id: evaluatedAttempt },
  );
  expect(attempt.evaluation).not.toBeNull();

  // The unevaluated answer: the tutors' "Due soon" escalation (at 75% of the time) once, the admins' overdue alert
  // at the deadline once.
  await expect
    .poll(async () => count(await outbox(platform?.origin ?? ''), 'admin@example.com', /^Overdue:/), {
      timeout: 60_000,
      interval: 1000,
    })
    .toBe(1);
  const after = await outbox(platform.origin);
  expect(count(after, 'tutor@example.com', /^Due soon:/)).toBe(1);
  expect(count(after, waiting.email, /evaluation is ready/)).toBe(0);

  // A stop now still stops the process promptly.
  const stopping = Date.now();
  await platform.stop();
  platform = null;
  expect(Date.now() - stopping).toBeLessThan(20_000);
}, 300_000);
