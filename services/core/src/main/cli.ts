import { loadContent } from '../adapters/content/load-content.ts';
import { seedMockTests } from '../application/catalog/seed-mock-tests.use-case.ts';
import { grantRole } from '../application/profile/grant-role.use-case.ts';
import { roles } from '../domain/profile/profile.ts';
import { loadConfig } from './config.ts';
import { createContainer } from './container.ts';
import { outboxLines, outboxMailText } from './outbox-listing.ts';

const usage = `Usage:
  cli grant-role <email> <tutor|admin|candidate>   give an account a role (it must have signed in once)
  cli seed                                          load the question bank into the database
  cli mail [count]                                  list the newest mails of the outbox (50), with their status
  cli mail <id>                                     print one mail of the outbox`;

const [command, ...args] = process.argv.slice(2);
const container = await createContainer(loadConfig(), {});
let exitCode = 0;
try {
  if (command === 'grant-role') {
    const [email, role] = args;
    const knownRole = roles.find((r) => r === role);
    if (!email || !knownRole) throw new Error(usage);
    const profile = await grantRole(container.deps, { actor: 'system', email, role: knownRole });
    process.stdout.write(`${profile.email} is now ${profile.role}.\n`);
  } else if (command === 'seed') {
    const count = await seedMockTests(container.deps, { tests: await loadContent() });
    process.stdout.write(`${count} mock tests loaded.\n`);
  } else if (command === 'mail') {
    const [which = '50'] = args;
    const count = Number(which);
    if (Number.isInteger(count) && count > 0) {
      const entries = await container.persistence.outbox.list(Math.min(count, 10_000));
      process.stdout.write(`${outboxLines(entries).join('\n')}\n`);
    } else {
      const entry = (await container.persistence.outbox.list(10_000)).find((mail) => mail.id === which);
      if (!entry) throw new Error(`No mail ${which} in the outbox (the newest 10000 were searched).`);
      process.stdout.write(`${outboxMailText(entry)}\n`);
    }
  } else {
    throw new Error(usage);
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  exitCode = 1;
} finally {
  await container.close();
}
process.exit(exitCode);
