import type { FlagView } from '@mocktest/web-shared/first-read';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { FirstReadTask } from './first-read-flag-list';

const text = 'I have recieved the the letter wich you sent.';
const at = (word: string) => ({ start: text.indexOf(word), end: text.indexOf(word) + word.length });
const flags: FlagView[] = [
  {
    taskKey: 'task1',
    kind: 'SPELLING',
    ...at('wich'),
    message: "Possible spelling mistake: 'wich'.",
    suggestions: ['which'],
    criterion: 'lexicalResource',
  },
  {
    taskKey: 'task1',
    kind: 'SPELLING',
    ...at('recieved'),
    message: "Possible spelling mistake: 'recieved'.",
    suggestions: ['received'],
    criterion: 'lexicalResource',
  },
  {
    taskKey: 'task1',
    kind: 'LENGTH',
    start: null,
    end: null,
    message: 'The answer has 9 words; the task asks for at least 150.',
    suggestions: [],
    criterion: 'taskAchievement',
  },
  {
    taskKey: 'task2',
    kind: 'GRAMMAR',
    start: 0,
    end: 1,
    message: 'Not this task.',
    suggestions: [],
    criterion: 'grammaticalRange',
  },
];

test("a task's points quote the candidate's own passage, whole-answer points first, with the suggestions", () => {
  const html = renderToStaticMarkup(<FirstReadTask taskKey="task1" title="Part 1" text={text} flags={flags} />);
  expect(html).toContain('<h3 class="first-read__task-title">Part 1</h3>');
  expect(html.indexOf('About the whole answer')).toBeLessThan(html.indexOf('recieved'));
  expect(html.indexOf('recieved')).toBeLessThan(html.indexOf('wich'));
  expect(html).toContain('<mark class="flagged" data-flag-kind="SPELLING">recieved</mark>');
  expect(html).toContain('Suggestion: “received”');
  expect(html).not.toContain('Not this task.');
  expect(html).not.toMatch(/band \d|score/i);
});

test('a task without points says so', () => {
  const html = renderToStaticMarkup(<FirstReadTask taskKey="task3" title={null} text={text} flags={flags} />);
  expect(html).toContain('No mechanical points found in this answer.');
});
