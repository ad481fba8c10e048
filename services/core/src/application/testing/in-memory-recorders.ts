import type { DeadlineScheduler } from '../attempt/ports.ts';
import type { Mailer, MailMessage } from '../evaluation/ports.ts';
import type { Restorable } from './in-memory-support.ts';

// Fakes that record what the use cases asked for: the timers scheduled and the mails sent.

export type RecordingDeadlineScheduler = DeadlineScheduler & {
  /** Every schedule call, in order. */
  calls: Array<{ attemptId: string; at: Date }>;
  /** The latest time per attempt, as a scheduler that replaces jobs would hold them. */
  pending(): Map<string, Date>;
  /** Makes the next schedule calls throw (a Redis outage). */
  failWith(error: Error | null): void;
};

/** A scheduler that only records what it was asked to do. */
export function createRecordingDeadlineScheduler(): RecordingDeadlineScheduler {
  const calls: Array<{ attemptId: string; at: Date }> = [];
  let failure: Error | null = null;
  return {
    calls,
    schedule: async (attemptId, at) => {
      if (failure) throw failure;
      calls.push({ attemptId, at: new Date(at.getTime()) });
    },
    pending: () => new Map(calls.map((call) => [call.attemptId, call.at])),
    failWith: (error) => {
      failure = error;
    },
  };
}

export type RecordingMailer = Mailer & Restorable & { sent: MailMessage[] };

/** A mailer that keeps what it sends (an outbox: a rolled-back transaction sends nothing). */
export function createRecordingMailer(): RecordingMailer {
  const sent: MailMessage[] = [];
  return {
    sent,
    send: async (message) => {
      sent.push({ ...message });
    },
    snapshot: () => {
      const length = sent.length;
      return () => {
        sent.length = length;
      };
    },
  };
}
