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
  const schedule = async (attemptId: string, at: Date) => {
    if (failure) throw failure;
    calls.push({ attemptId, at: new Date(at.getTime()) });
  };
  const pending = () => new Map(calls.map((call) => [call.attemptId, call.at]));
  return {
    calls,
    schedule,
    async scheduleMissing(timers) {
      if (failure) throw failure;
      const held = pending();
      const missing = timers.filter((timer) => held.get(timer.id)?.getTime() !== timer.at.getTime());
      for (const timer of missing) await schedule(timer.id, timer.at);
      return missing.length;
    },
    pending,
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
