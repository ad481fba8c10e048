import { describe, expect, test } from 'vitest';
import type { PurchaseStatus } from '../../../gql/graphql';
import { pollPurchase } from './poll-purchase';

/** A server whose answers to confirmPurchase are scripted, one per call; waits take no time but are recorded. */
function scripted(answers: (PurchaseStatus | Error)[]) {
  const waits: number[] = [];
  let calls = 0;
  return {
    waits,
    calls: () => calls,
    confirm: async () => {
      const answer = answers[Math.min(calls, answers.length - 1)];
      calls += 1;
      if (answer instanceof Error) throw answer;
      return { id: 'p-1', status: answer as PurchaseStatus };
    },
    wait: async (ms: number) => {
      waits.push(ms);
    },
  };
}

const delaysMs = [0, 1000, 2000, 3000];

describe('waiting for the server to confirm a payment', () => {
  test('stops as soon as the purchase succeeded', async () => {
    const server = scripted(['PENDING', 'PENDING', 'SUCCEEDED']);
    const purchase = await pollPurchase({ ...server, signal: new AbortController().signal, delaysMs });
    expect(purchase.status).toBe('SUCCEEDED');
    expect(server.calls()).toBe(3);
    expect(server.waits).toEqual([1000, 2000]);
  });

  test('a failed payment is an answer too', async () => {
    const server = scripted(['FAILED']);
    expect((await pollPurchase({ ...server, signal: new AbortController().signal, delaysMs })).status).toBe('FAILED');
    expect(server.calls()).toBe(1);
  });

  test('gives up after the last delay and answers that it is still pending', async () => {
    const server = scripted(['PENDING']);
    expect((await pollPurchase({ ...server, signal: new AbortController().signal, delaysMs })).status).toBe('PENDING');
    expect(server.calls()).toBe(delaysMs.length);
  });

  test('a lost connection is asked again; an unknown purchase is not', async () => {
    const flaky = scripted([new TypeError('Failed to fetch'), 'SUCCEEDED']);
    expect((await pollPurchase({ ...flaky, signal: new AbortController().signal, delaysMs })).status).toBe('SUCCEEDED');

    const unknown = new Error('Purchase not found');
    const server = scripted([unknown, 'SUCCEEDED']);
    await expect(
      pollPurchase({ ...server, signal: new AbortController().signal, delaysMs, isFinalError: (e) => e === unknown }),
    ).rejects.toBe(unknown);
    expect(server.calls()).toBe(1);
  });

  test('with no answer at all it fails with the last error', async () => {
    const server = scripted([new TypeError('Failed to fetch')]);
    await expect(pollPurchase({ ...server, signal: new AbortController().signal, delaysMs })).rejects.toThrow(
      'Failed to fetch',
    );
  });

  test('stops asking once the candidate leaves the page', async () => {
    const controller = new AbortController();
    const server = scripted(['PENDING']);
    const leaving = pollPurchase({
      ...server,
      signal: controller.signal,
      delaysMs,
      wait: async () => controller.abort(),
    });
    await expect(leaving).rejects.toThrow();
    expect(server.calls()).toBe(1);
  });
});
