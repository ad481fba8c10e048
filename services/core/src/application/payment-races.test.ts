import { describePaymentRaces } from '../test-support/payment-races.ts';
import { createInMemoryDeps } from './testing/in-memory-deps.ts';
import { createFakePaymentGateway } from './testing/in-memory-payments.ts';

// The fakes hold the same rules as the database (one transaction at a time, version checks, the unique payment id).
describePaymentRaces('in-memory fakes', async () => {
  const gateway = createFakePaymentGateway();
  const deps = createInMemoryDeps({ gateway, now: new Date() });
  return {
    deps,
    gateway,
    mailsTo: async (email) => deps.mailer.sent.filter((mail) => mail.to === email).length,
  };
});
