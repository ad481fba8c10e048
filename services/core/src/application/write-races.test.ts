import { describeWriteRaces } from '../test-support/write-races.ts';
import { createInMemoryDeps } from './testing/in-memory-deps.ts';

// The fakes hold the same rules as the database (one transaction at a time, version checks), so the unit tests of
// the use cases keep matching what PostgreSQL does; the integration layer runs the same races on the real thing.
describeWriteRaces('in-memory fakes', async () => {
  const deps = createInMemoryDeps({ deadlineSecondsOverride: 1, now: new Date() });
  return {
    deps,
    get armed() {
      return deps.deadlines.calls;
    },
    mailsTo: async (email) => deps.mailer.sent.filter((mail) => mail.to === email).length,
    passTime: async (seconds) => deps.clock.advanceSeconds(seconds),
  };
});
