import { graphqlHeaders } from './api-client.ts';
import type { OpenAttempt } from './bench-accounts.ts';
import * as documents from './graphql-documents.ts';
import { sleep } from './processes.ts';

export type ClassResult = {
  candidates: number;
  intervalSeconds: number;
  seconds: number;
  saves: number;
  tooManyRequests: number;
  /** Other non-2xx answers, GraphQL errors and failed connections. */
  otherErrors: number;
  p99Ms: number;
  sampleErrors: string[];
};

/**
 * The class test, a class behind one school NAT: every candidate autosaves (the app's GraphQL `saveDraft`) every
 * `intervalSeconds` from the same address, against the platform's default rate limits. Each candidate starts at a
 * random moment of the first interval, as a class does; a slow answer delays that candidate's next save, as in the app.
 */
export async function runClassAutosave(
  origin: string,
  attempts: OpenAttempt[],
  options: { intervalSeconds: number; durationSeconds: number },
): Promise<ClassResult> {
  const intervalMs = options.intervalSeconds * 1000;
  const started = Date.now();
  const endsAt = started + options.durationSeconds * 1000;
  const latencies: number[] = [];
  const sampleErrors: string[] = [];
  let tooManyRequests = 0;
  let otherErrors = 0;
  const keep = (text: string) => {
    if (sampleErrors.length < 3) sampleErrors.push(text.slice(0, 300));
  };

  const candidate = async (attempt: OpenAttempt) => {
    await sleep(Math.random() * intervalMs);
    for (let n = 0; Date.now() < endsAt; n++) {
      const sentAt = Date.now();
      const answers = [{ taskKey: attempt.taskKeys[0], text: `${documents.answerText} (${n})` }];
      try {
        const response = await fetch(`${origin}/graphql`, {
          method: 'POST',
          headers: graphqlHeaders(attempt.token),
          body: JSON.stringify({ query: documents.saveDraft, variables: { attemptId: attempt.attemptId, answers } }),
        });
        const body = await response.text();
        latencies.push(Date.now() - sentAt);
        if (response.status === 429) tooManyRequests++;
        else if (!response.ok || body.includes('"errors":[')) {
          otherErrors++;
          keep(`${response.status} ${body}`);
        }
      } catch (error) {
        otherErrors++;
        keep(String(error));
      }
      await sleep(Math.max(0, sentAt + intervalMs - Date.now()));
    }
  };
  await Promise.all(attempts.map(candidate));

  latencies.sort((a, b) => a - b);
  return {
    candidates: attempts.length,
    intervalSeconds: options.intervalSeconds,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    saves: latencies.length,
    tooManyRequests,
    otherErrors,
    p99Ms: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0,
    sampleErrors,
  };
}
