import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { ModelAnswers } from './model-answers';

const task1 = {
  taskKey: 'task1',
  title: 'Writing Task 1',
  text: 'The chart compares three museums.\n\nOverall, the science museum grew fastest.',
  note: 'The overview comes before any figure.',
};
const task2 = { taskKey: 'task2', title: 'Writing Task 2', text: 'Parks matter as much as roads.', note: null };

const render = (answers: Parameters<typeof ModelAnswers>[0]['answers'], titled: boolean) =>
  renderToStaticMarkup(<ModelAnswers answers={answers} titled={titled} />);

test('nothing renders before the release, when the server sends no model answers', () => {
  expect(render([], true)).toBe('');
});

test('one written task: a "Model answer" heading, the text in paragraphs, then the examiner\'s note', () => {
  const html = render([task1], false);
  expect(html).toMatch(/<h3[^>]*>Model answer<\/h3>/);
  expect(html).toMatch(/<details[^>]* open=""/);
  expect(html).toContain('<summary>Model answer for Writing Task 1</summary>');
  expect(html).toContain('<p>The chart compares three museums.</p><p>Overall, the science museum grew fastest.</p>');
  expect(html).toMatch(/<h4[^>]*>Why it scores at the top<\/h4><p>The overview comes before any figure.<\/p>/);
  // The note follows the answer.
  expect(html.indexOf('Why it scores at the top')).toBeGreaterThan(html.indexOf('grew fastest'));
});

test('several written tasks: each section is titled with its task; a task without a note shows none', () => {
  const html = render([task1, task2], true);
  expect(html).toMatch(/<h3[^>]*>Model answer: Writing Task 1<\/h3>/);
  expect(html).toMatch(/<h3[^>]*>Model answer: Writing Task 2<\/h3>/);
  expect(html.match(/Why it scores at the top/g)).toHaveLength(1);
  expect(html).toContain('<p>Parks matter as much as roads.</p>');
});

test('a letter keeps its address lines together in one paragraph', () => {
  const letter = {
    taskKey: 'letter',
    title: 'Letter',
    text: 'Ms Raman\nVascular Clinic\n\nDear Ms Raman,',
    note: null,
  };
  const html = render([letter], false);
  expect(html).toContain('<p>Ms Raman\nVascular Clinic</p><p>Dear Ms Raman,</p>');
});
