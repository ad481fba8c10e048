import { describe, expect, it } from 'vitest';
import { createInMemoryOutbox } from '../testing/in-memory-outbox.ts';
import type { MailSender, OutgoingMail } from './ports.ts';
import { type RelayPolicy, relayOutbox, retryDelaySeconds } from './relay-outbox.use-case.ts';

const policy: RelayPolicy = {
  maxTries: 4,
  retryBaseSeconds: 30,
  retryMaxSeconds: 100,
  claimLeaseSeconds: 300,
  batchSize: 10,
};

function world() {
  let nowMs = Date.parse('2026-11-26T08:00:00Z');
  const clock = { now: () => new Date(nowMs) };
  const outbox = createInMemoryOutbox(clock);
  const delivered: OutgoingMail[] = [];
  const refusals: string[] = [];
  const sender: MailSender = {
    async deliver(mail) {
      const refusal = refusals.shift();
      if (refusal) throw new Error(refusal);
      delivered.push(mail);
    },
  };
  let n = 0;
  const deps = { clock, ids: { newId: () => `id-${++n}` }, outbox, sender };
  return { deps, outbox, delivered, refusals, pass: (seconds: number) => (nowMs += seconds * 1000) };
}

describe('outbox relay', () => {
  it('doubles the wait after each failed try, up to the cap', () => {
    expect([1, 2, 3, 4, 5].map((tries) => retryDelaySeconds(tries, policy))).toEqual([30, 60, 100, 100, 100]);
  });

  it('sends each due mail once, with its send id as Message-ID, and marks it sent', async () => {
    const w = world();
    await w.outbox.add({ to: 'a@example.test', subject: 'One', text: 'one', html: '<p>one</p>' });
    await w.outbox.add({ to: 'b@example.test', subject: 'Two', text: 'two' });
    expect(await relayOutbox(w.deps, policy)).toEqual({ sent: 2, retrying: 0, failed: 0, takenByAnother: 0 });
    expect(await relayOutbox(w.deps, policy)).toEqual({ sent: 0, retrying: 0, failed: 0, takenByAnother: 0 });
    expect(w.delivered.map((mail) => [mail.subject, mail.messageId, mail.html])).toEqual([
      ['One', '<id-1@mocktest>', '<p>one</p>'],
      ['Two', '<id-2@mocktest>', undefined],
    ]);
    expect(w.outbox.rows.map((row) => [row.status, row.tries])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
  });

  it('retries a refused send with backoff and the same Message-ID, and gives up after the last try', async () => {
    const w = world();
    await w.outbox.add({ to: 'a@example.test', subject: 'One', text: 'one' });
    w.refusals.push('550 no such user', '451 try later', '550 no such user', '550 still no');
    expect(await relayOutbox(w.deps, policy)).toMatchObject({ retrying: 1 });
    w.pass(29);
    expect(await relayOutbox(w.deps, policy)).toMatchObject({ retrying: 0, sent: 0 });
    w.pass(1);
    expect(await relayOutbox(w.deps, policy)).toMatchObject({ retrying: 1 });
    expect(w.outbox.rows[0]?.lastError).toBe('451 try later');
    w.pass(60);
    expect(await relayOutbox(w.deps, policy)).toMatchObject({ retrying: 1 });
    w.pass(100);
    expect(await relayOutbox(w.deps, policy)).toMatchObject({ failed: 1 });
    expect(w.outbox.rows[0]).toMatchObject({ status: 'failed', tries: 4, lastError: '550 still no', sentAt: null });
    expect(w.outbox.rows[0]?.sendId).toBe('id-1@mocktest');
  });

  it('leaves a row another relay claimed first', async () => {
    const w = world();
    const row = await w.outbox.add({ to: 'a@example.test', subject: 'One', text: 'one' });
    const now = w.deps.clock.now();
    await w.outbox.claim(row, { now, leaseUntil: new Date(now.getTime() + 300_000), newSendId: 'other@mocktest' });
    // The claim holds the row: a relay reading it as due before the claim cannot take it.
    const stale = { ...row };
    expect(await w.outbox.claim(stale, { now, leaseUntil: now, newSendId: 'x' })).toBeNull();
    expect(await relayOutbox(w.deps, policy)).toMatchObject({ sent: 0, takenByAnother: 0 });
    expect(w.delivered).toEqual([]);
  });
});
