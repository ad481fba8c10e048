import { expect, it } from 'vitest';
import type { OutboxEntry } from '../application/mail/ports.ts';
import { outboxLines, outboxMailText } from './outbox-listing.ts';

const entry: OutboxEntry = {
  id: 'mail-1',
  to: 'rosa@example.test',
  subject: 'Your evaluation is ready',
  text: 'Hello Rosa,\n\nIt is ready.',
  status: 'failed',
  tries: 5,
  lastError: '550 Mailbox unavailable',
  sendId: 'abc@mocktest',
  createdAt: new Date('2026-11-26T08:00:00Z'),
  nextAttemptAt: new Date('2026-11-26T09:00:00Z'),
  sentAt: null,
};

it('lists the outbox one mail a line, with its status, tries and last error', () => {
  expect(outboxLines([])).toEqual(['The outbox is empty.']);
  expect(outboxLines([entry])).toEqual([
    '2026-11-26T08:00:00.000Z  mail-1  failed, 5 tries (550 Mailbox unavailable)  to rosa@example.test: Your evaluation is ready',
  ]);
});

it('prints one mail whole', () => {
  expect(outboxMailText(entry)).toBe(
    'To: rosa@example.test\nSubject: Your evaluation is ready\nStatus: failed, tries: 5\nLast error: 550 Mailbox unavailable\nMessage-ID: <abc@mocktest>\n\nHello Rosa,\n\nIt is ready.',
  );
});
