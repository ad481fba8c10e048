import { describe, expect, it } from 'vitest';
import { joinRevisedAnswers, splitRevisedAnswer } from './revised-answers.ts';

const ielts = [
  { key: 'task1', title: 'Writing Task 1' },
  { key: 'task2', title: 'Writing Task 2' },
];
const toefl = [
  { key: 'buildSentence', title: 'Build a Sentence' },
  { key: 'email', title: 'Write an Email' },
  { key: 'discussion', title: 'Academic Discussion' },
];
const oet = [{ key: 'letter', title: 'Letter' }];

describe('joining the revised answers into one text', () => {
  it('gives the only written task its text as it is', () => {
    expect(joinRevisedAnswers(oet, [{ taskKey: 'letter', text: 'Dear Dr Okafor,\n\nThank you.\n' }])).toBe(
      'Dear Dr Okafor,\n\nThank you.\n',
    );
  });

  it('puts each revised task under its title when the test has several, leaving out tasks not revised', () => {
    const both = [
      { taskKey: 'task2', text: 'Cities should ban cars.' },
      { taskKey: 'task1', text: ' The chart shows commuters. ' },
    ];
    expect(joinRevisedAnswers(ielts, both)).toBe(
      'Writing Task 1\n\nThe chart shows commuters.\n\nWriting Task 2\n\nCities should ban cars.',
    );
    expect(joinRevisedAnswers(ielts, [{ taskKey: 'task2', text: 'Cities should ban cars.' }])).toBe(
      'Writing Task 2\n\nCities should ban cars.',
    );
    expect(joinRevisedAnswers(toefl, [{ taskKey: 'email', text: 'Dear Professor Lin,' }])).toBe(
      'Write an Email\n\nDear Professor Lin,',
    );
    expect(joinRevisedAnswers(ielts, [])).toBe('');
  });
});

describe('sharing one revised text out among the tasks (stored texts and the deprecated input)', () => {
  it('splits a text pre-filled with the tasks titles as headings, and round-trips the joined form', () => {
    const text =
      'Writing Task 1\n\nThe chart shows commuters.\n\nIt has two parts.\n\nWriting Task 2\n\nCities should ban cars.';
    expect(splitRevisedAnswer(ielts, text)).toEqual([
      { taskKey: 'task1', text: 'The chart shows commuters.\n\nIt has two parts.' },
      { taskKey: 'task2', text: 'Cities should ban cars.' },
    ]);
    const revisions = [
      { taskKey: 'email', text: 'Dear Professor Lin,\n\nBest, Sam' },
      { taskKey: 'discussion', text: 'I agree with Kelly.' },
    ];
    expect(splitRevisedAnswer(toefl, joinRevisedAnswers(toefl, revisions))).toEqual(revisions);
  });

  it('also reads "Part 1", "Part 2" headings, with a colon or not, and a heading of a later task only', () => {
    expect(splitRevisedAnswer(ielts, 'Part 1:\nThe chart.\n\nPart 2\nCars.')).toEqual([
      { taskKey: 'task1', text: 'The chart.' },
      { taskKey: 'task2', text: 'Cars.' },
    ]);
    expect(splitRevisedAnswer(ielts, 'Writing Task 2\n\nCities should ban cars.')).toEqual([
      { taskKey: 'task2', text: 'Cities should ban cars.' },
    ]);
  });

  it('gives the whole text to the first written task when it does not open with a heading', () => {
    const text = 'The chart shows commuters.\n\nWriting Task 2\n\nCars.';
    expect(splitRevisedAnswer(ielts, text)).toEqual([{ taskKey: 'task1', text }]);
    expect(splitRevisedAnswer(toefl, 'Dear Professor Lin,')).toEqual([
      { taskKey: 'email', text: 'Dear Professor Lin,' },
    ]);
    expect(splitRevisedAnswer(oet, 'Letter\n\nDear Dr Okafor,')).toEqual([
      { taskKey: 'letter', text: 'Letter\n\nDear Dr Okafor,' },
    ]);
  });

  it('gives no revisions for an empty text', () => {
    expect(splitRevisedAnswer(ielts, '  \n')).toEqual([]);
    expect(splitRevisedAnswer(oet, '')).toEqual([]);
  });
});
