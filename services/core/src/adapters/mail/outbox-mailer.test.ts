import { expect, it } from 'vitest';
import type { MailMessage } from '../../application/evaluation/ports.ts';
import { createOutboxMailer, type OutboxMessage, type OutboxStore } from './outbox-mailer.ts';

function memoryOutbox(): OutboxStore & { messages: OutboxMessage[] } {
  const messages: OutboxMessage[] = [];
  return {
    messages,
    async add(message: MailMessage) {
      const stored = { ...message, id: `mail-${messages.length + 1}`, createdAt: new Date(), sentAt: null };
      messages.push(stored);
      return stored;
    },
    async list(limit) {
      return messages.slice(-limit).reverse();
    },
  };
}

it('stores each message in the outbox and logs one line naming recipient and subject', async () => {
  const outbox = memoryOutbox();
  const lines: string[] = [];
  const mailer = createOutboxMailer(outbox, { info: (line) => lines.push(line) });

  await mailer.send({ to: 'rosa@example.test', subject: 'Your evaluation is ready', text: 'Band 7.0 overall.' });

  expect(outbox.messages).toMatchObject([
    { to: 'rosa@example.test', subject: 'Your evaluation is ready', text: 'Band 7.0 overall.', sentAt: null },
  ]);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain('rosa@example.test');
  expect(lines[0]).toContain('Your evaluation is ready');
});
