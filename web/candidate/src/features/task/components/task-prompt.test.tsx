import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { TaskPrompt } from './task-prompt';

type Task = Parameters<typeof TaskPrompt>[0]['task'];

// An IELTS General letter as the server has it; the register is what the candidate must choose.
const letter = {
  key: 'task1',
  title: 'Part 1',
  instructions: 'Spend about 20 minutes on this task. Write at least 150 words.',
  prompt: 'Write a letter to the local council, covering each of the three points.',
  letterKind: 'formal',
  bullets: ['describe the road', 'explain what changed', 'suggest what to do'],
  minutes: 20,
  minWords: 150,
} as unknown as Task;

test("an IELTS General letter shows its three points but never names the letter's register", () => {
  const html = renderToStaticMarkup(<TaskPrompt task={letter} />);
  expect(html).toContain('In your letter:');
  expect(html).toContain('suggest what to do');
  expect(html).not.toMatch(/(Formal|Semi-formal|Informal) letter/);
});
