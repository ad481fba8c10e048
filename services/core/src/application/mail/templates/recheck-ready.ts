import type { MailMessage } from '../ports.ts';
import { renderMail } from './layout.ts';

/** Tells the candidate the tutor's recheck of their rewrite can be read now. */
export function recheckReadyMail(input: { to: string; name: string; testTitle: string | null }): MailMessage {
  const test = input.testTitle ? `"${input.testTitle}"` : 'your mock test';
  return renderMail({
    to: input.to,
    subject: 'Your rewrite has been rechecked',
    name: input.name,
    blocks: [
      `A tutor has rechecked your rewrite of ${test}. Sign in and open the test to see, criterion by criterion, whether each weakness is fixed.`,
    ],
  });
}
