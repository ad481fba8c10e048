import { describeAmendRaces } from '../../test-support/amend-races.ts';
import { createInMemoryDeps } from '../testing/in-memory-deps.ts';

// The fakes run one transaction at a time; the integration layer runs the same races on PostgreSQL.
describeAmendRaces('in-memory fakes', async () =>
  createInMemoryDeps({ deadlineSecondsOverride: 3600, now: new Date() }),
);
