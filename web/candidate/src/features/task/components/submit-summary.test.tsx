import { toeflKey } from '@mocktest/web-shared/format';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { summarizeParts, timeLeftText } from '../lib/submit-summary';
import { SubmitSummary } from './submit-summary';

const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const ielts = [
  { key: 'task1', title: 'Part 1', minWords: 150, maxWords: null },
  { key: 'task2', title: 'Part 2', minWords: 250, maxWords: null },
];

test("lists each part's word count against its minimum, flags the short and the empty part, and states the time left", () => {
  const parts = summarizeParts('IELTSAcademic', ielts, { task1: words(120), task2: '' });
  const html = renderToStaticMarkup(<SubmitSummary parts={parts} remainingMs={(12 * 60 + 5) * 1000} />);
  const shown = text(html);
  expect(shown).toContain('Part 1 120 words · minimum 150 Short');
  expect(shown).toContain('Part 2 0 words · minimum 250 Empty');
  expect(shown).toContain('Some parts are empty or short.');
  expect(shown).toContain('Time left: 12 minutes 5 seconds');
});

test('flags nothing when every part keeps its length', () => {
  const parts = summarizeParts('IELTSGeneral', ielts, { task1: words(160), task2: words(260) });
  expect(parts.map((part) => part.status)).toEqual(['ok', 'ok']);
  const shown = text(renderToStaticMarkup(<SubmitSummary parts={parts} remainingMs={60_000} />));
  expect(shown).toContain('Part 1 160 words · minimum 150');
  expect(shown).not.toMatch(/Short|Empty|Some parts/);
});

test('a PTE or TOEFL task gives its advised range, or none where the directions give none; the time is the task’s', () => {
  const pte = summarizeParts('PTE', [{ key: 'essay', title: 'Write Essay', minWords: 200, maxWords: 300 }], {
    essay: words(320),
  });
  expect(pte[0]).toMatchObject({ words: 320, target: '200–300 advised', status: 'long' });
  const email = summarizeParts(toeflKey, [{ key: 'email', title: 'Write an Email', minWords: 80, maxWords: 120 }], {
    email: words(30),
  });
  expect(email[0]).toMatchObject({ words: 30, target: null, status: 'ok' });
  const shown = text(renderToStaticMarkup(<SubmitSummary parts={email} remainingMs={45_000} forTask />));
  expect(shown).toContain('Write an Email 30 words');
  expect(shown).toContain('Time left for this task: 45 seconds');
});

test("an OET letter is judged by its body's words, the whole letter beside them", () => {
  const letter = `Dear Dr Hart,\n\n${words(170)}\n\nYours faithfully,\nNurse Jo Lee`;
  const parts = summarizeParts('OETNurses', [{ key: 'letter', title: 'Letter', minWords: 180, maxWords: 200 }], {
    letter,
  });
  expect(parts[0]).toMatchObject({ words: 170, letterWords: 178, status: 'short' });
  const shown = text(renderToStaticMarkup(<SubmitSummary parts={parts} remainingMs={0} />));
  expect(shown).toContain('Letter Body 170 words (letter 178) · 180–200 in the body, advised Short');
  expect(shown).toContain('Letter is under its length.');
});

test('time left reads in words', () => {
  expect(timeLeftText(0)).toBe('0 seconds');
  expect(timeLeftText(60_000)).toBe('1 minute');
  expect(timeLeftText(61_000)).toBe('1 minute 1 second');
});
