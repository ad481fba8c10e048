import type { MailMessage } from '../ports.ts';
import { renderMail } from './layout.ts';

/** Tells the candidate their tutor's evaluation can be read now. */
export function evaluationReadyMail(input: { to: string; name: string; testTitle: string | null }): MailMessage {
  const test = input.testTitle ? `"${input.testTitle}"` : 'your mock test';
  return renderMail({
    to: input.to,
    subject: 'Your evaluation is ready',
    name: input.name,
    blocks: [
      `The evaluation of ${test} is ready. Sign in to read your score, strengths, weaknesses, areas of improvement, general feedback and revised answer.`,
    ],
  });
}
