import { describe, expect, it } from 'vitest';
import { examMechanicsFlags, letterBody, paragraphingMinWords, sentenceCount } from './exam-mechanics.ts';

const prose = (n: number) => Array.from({ length: n }, (_, i) => (i % 12 === 11 ? 'word.' : 'word')).join(' ');
const whole = { start: null, end: null, suggestions: [] };

describe('exam mechanics flags', () => {
  it('flags an answer under the minimum with its count and the limit', () => {
    const text = `${prose(71)}\n\n${prose(71)}`;
    expect(examMechanicsFlags({ taskKey: 'task1', text, minWords: 150 })).toEqual([
      { taskKey: 'task1', kind: 'length', message: '142 words: the task asks for at least 150.', ...whole },
    ]);
  });

  it('flags an answer over the maximum', () => {
    const text = `${prose(150)}\n\n${prose(162)}`;
    expect(examMechanicsFlags({ taskKey: 'essay', text, minWords: 200, maxWords: 300 })).toEqual([
      { taskKey: 'essay', kind: 'length', message: '312 words: the task asks for at most 300.', ...whole },
    ]);
  });

  it('gives no length flag within the limits, nor for a task without limits', () => {
    expect(examMechanicsFlags({ taskKey: 'email', text: prose(100), minWords: 80, maxWords: 120 })).toEqual([]);
    expect(examMechanicsFlags({ taskKey: 'essay', text: `${prose(100)}\n${prose(100)}`, minWords: 200 })).toEqual([]);
    expect(examMechanicsFlags({ taskKey: 'buildSentence', text: '' })).toEqual([]);
  });

  it('gives a blank answer the length flag only', () => {
    expect(examMechanicsFlags({ taskKey: 'task2', text: '  \n ', minWords: 250 })).toEqual([
      { taskKey: 'task2', kind: 'length', message: '0 words: the task asks for at least 250.', ...whole },
    ]);
    expect(examMechanicsFlags({ taskKey: 'summary', text: '', minWords: 5, maxWords: 75 })).toHaveLength(1);
  });

  it('flags a long answer written as one block', () => {
    expect(examMechanicsFlags({ taskKey: 'task2', text: prose(260), minWords: 250 })).toEqual([
      {
        taskKey: 'task2',
        kind: 'paragraphing',
        message:
          '260 words in one block: split the answer into paragraphs, one for each main point, with a line between them.',
        ...whole,
      },
    ]);
  });

  it('flags both the length and the block when a short draft is one block', () => {
    const kinds = examMechanicsFlags({ taskKey: 'task2', text: prose(200), minWords: 250 }).map(({ kind }) => kind);
    expect(kinds).toEqual(['length', 'paragraphing']);
  });

  it('takes a single line break as a paragraph break, and leaves short answers alone', () => {
    expect(examMechanicsFlags({ taskKey: 'task2', text: `${prose(130)}\n${prose(130)}` })).toEqual([]);
    expect(examMechanicsFlags({ taskKey: 'email', text: prose(paragraphingMinWords - 1) })).toEqual([]);
    expect(examMechanicsFlags({ taskKey: 'task1', text: prose(paragraphingMinWords) })).toHaveLength(1);
  });

  it('does not ask for paragraphs in the PTE summary or the TOEFL discussion post', () => {
    expect(examMechanicsFlags({ taskKey: 'discussion', text: prose(160), minWords: 100 })).toEqual([]);
    const oneSentence = `Although ${Array.from({ length: 60 }, () => 'word').join(' ')}, the author concludes that it works.`;
    expect(examMechanicsFlags({ taskKey: 'summary', text: oneSentence, minWords: 5, maxWords: 75 })).toEqual([]);
  });

  it('flags a PTE summary of more than one sentence', () => {
    const text = 'Cities are growing fast. Planners must act now, e.g. Dr. Lee says, and U.S. towns agree!';
    expect(examMechanicsFlags({ taskKey: 'summary', text, minWords: 5, maxWords: 75 })).toEqual([
      {
        taskKey: 'summary',
        kind: 'paragraphing',
        message: '2 sentences: the summary must be one single sentence.',
        ...whole,
      },
    ]);
  });

  it('counts the words of the OET letter in its body', () => {
    const body = `${prose(95)}\n\n${prose(95)}`;
    const letter = `Ms Jane Roe\nNurse Unit Manager\n12 Main Road\n\n1 March 2025\n\nRe: Mr John Smith, DOB 01/02/1950\n\nDear Ms Roe,\n\n${body}\n\nYours sincerely,\n\nRegistered Nurse\nEastfield Hospital`;
    expect(examMechanicsFlags({ taskKey: 'letter', text: letter, minWords: 180, maxWords: 200 })).toEqual([]);
    const long = letter.replace(body, `${body} ${prose(15)}`);
    expect(examMechanicsFlags({ taskKey: 'letter', text: long, minWords: 180, maxWords: 200 })).toEqual([
      {
        taskKey: 'letter',
        kind: 'length',
        message: '205 words in the body of the letter: the task asks for at most 200.',
        ...whole,
      },
    ]);
  });
});

describe('letter body', () => {
  it('is the text between the salutation and the closing', () => {
    expect(letterBody('Re: X\n\nDear Dr Smith,\n\nThe body.\n\nKind regards,\nNurse').trim()).toBe('The body.');
    expect(letterBody('Dear Sir,\nNo closing here.').trim()).toBe('No closing here.');
    expect(letterBody('No salutation at all.')).toBe('No salutation at all.');
  });
});

describe('sentence count', () => {
  it('counts sentence ends before a capital or a digit, not after abbreviations or initials', () => {
    expect(sentenceCount('')).toBe(0);
    expect(sentenceCount('One sentence only, i.e. this.')).toBe(1);
    expect(sentenceCount('J. K. Rowling wrote it. Then 2 more came!')).toBe(2);
    expect(sentenceCount('Is it? "Yes." It is.')).toBe(3);
    expect(sentenceCount('Prices rose by 2.5 per cent in the U.K. economy.')).toBe(1);
  });
});
