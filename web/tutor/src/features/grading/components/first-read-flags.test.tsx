import type { FlagView } from '@mocktest/web-shared/first-read';
import { AnnotatedAnswer } from '@mocktest/web-shared/passages';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { flagUnderlines } from '../lib/first-read-comments';
import { FirstReadFlags } from './first-read-flags';
import { ReadingPaneProvider } from './reading-pane';

const text = 'We recieved the the parcel.';
const flags: FlagView[] = [
  {
    taskKey: 'task1',
    kind: 'PARAGRAPHING',
    start: null,
    end: null,
    message: 'The answer is one paragraph.',
    suggestions: [],
    criterion: 'coherenceCohesion',
  },
  {
    taskKey: 'task1',
    kind: 'SPELLING',
    start: 3,
    end: 11,
    message: "Possible spelling mistake: 'recieved'.",
    suggestions: ['received'],
    criterion: 'lexicalResource',
  },
  {
    taskKey: 'task1',
    kind: 'REPETITION',
    start: 12,
    end: 19,
    message: 'The word "the" is written twice.',
    suggestions: ['the'],
    criterion: 'grammaticalRange',
  },
];
const criteria = [
  { taskKey: null, key: 'lexicalResource', label: 'Lexical Resource' },
  { taskKey: null, key: 'coherenceCohesion', label: 'Coherence and Cohesion' },
  { taskKey: null, key: 'grammaticalRange', label: 'Grammatical Range and Accuracy' },
];

test('a reader sees each point with its suggested criterion, and no Comment action without the claim', () => {
  const html = renderToStaticMarkup(
    <ReadingPaneProvider>
      <FirstReadFlags taskKey="task1" taskTitle="Part 1" text={text} flags={flags} criteria={criteria} />
    </ReadingPaneProvider>,
  );
  expect(html).toContain('aria-label="Automatic first read of Part 1"');
  expect(html).toContain('Whole answer (a comment goes on the first paragraph)');
  expect(html).toContain('Lexical Resource');
  expect(html).toContain('id="first-read-task1-1"');
  expect(html).toContain('Possible spelling mistake: &#x27;recieved&#x27;. Suggestion: “received”.');
  expect(html).not.toContain('<button');
});

test('the answer underlines the passage points, keyed by their entries, apart from the commented passages', () => {
  const underlines = flagUnderlines('task1', text, flags, (flag) => flag.message);
  expect(underlines.map((line) => line.key)).toEqual(['first-read-task1-1', 'first-read-task1-2']);
  const html = renderToStaticMarkup(
    <AnnotatedAnswer text={text} passages={[{ start: 3, end: 11 }]} underlines={underlines} />,
  );
  expect(html).toContain(
    '<mark class="passage" data-passages="1"><span class="flagged" data-flag-kind="SPELLING" data-flags="first-read-task1-1"',
  );
  expect(html).toContain(
    'data-flag-kind="REPETITION" data-flags="first-read-task1-2" title="The word &quot;the&quot; is written twice.">the the</span>',
  );
});
