import { expect, it } from 'vitest';
import { createInMemoryOutbox } from '../../application/testing/in-memory-outbox.ts';
import { createOutboxMailer } from './outbox-mailer.ts';

it('stores each message in the outbox as pending and logs one line naming recipient and subject', async () => {
  const outbox = createInMemoryOutbox({ now: () => new Date() });
  const lines: string[] = [];
  const mailer = createOutboxMailer(outbox, { info: (line) => lines.push(line) });

  await mailer.send({ to: 'rosa@example.test', subject: 'Your evaluation is ready', text: 'Band 7.0 overall.' });

  expect(outbox.rows).toMatchObject([
    { to: 'rosa@example.test', subject: 'Your evaluation is ready', text: 'Band 7.0 overall.', status: 'pending' },
  ]);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain('rosa@example.test');
  expect(lines[0]).toContain('Your evaluation is ready');
});

it('says in the log whether the mail will be sent or only kept in the outbox', async () => {
  const lines: string[] = [];
  const logger = { info: (line: string) => lines.push(line) };
  const message = { to: 'rosa@example.test', subject: 'Receipt', text: 'Paid.' };
  await createOutboxMailer(createInMemoryOutbox({ now: () => new Date() }), logger).send(message);
  await createOutboxMailer(createInMemoryOutbox({ now: () => new Date() }), logger, true).send(message);

  expect(lines[0]).toContain('not sent (no SMTP_URL)');
  expect(lines[1]).toContain('queued in the outbox for SMTP');
});
