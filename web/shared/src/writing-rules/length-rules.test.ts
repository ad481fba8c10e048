import { describe, expect, it } from 'vitest';
import { toeflKey } from '../format/toefl-key';
import { checkLength } from './length-rules';
import { sentenceCount } from './word-count';

const words = (count: number, end = '.') => `${Array.from({ length: count }, () => 'word').join(' ')}${end}`;

const ieltsTask1 = { key: 'task1', minWords: 150, maxWords: null };
const ieltsTask2 = { key: 'task2', minWords: 250, maxWords: null };
const pteSummary = { key: 'summary', minWords: 5, maxWords: 75 };
const pteEssay = { key: 'essay', minWords: 200, maxWords: 300 };
const toeflEmail = { key: 'email', minWords: 80, maxWords: 120 };
const toeflDiscussion = { key: 'discussion', minWords: 100, maxWords: null };
const oetLetter = { key: 'letter', minWords: 180, maxWords: 200 };

describe('IELTS', () => {
  it('says that under 150 words loses marks in Task Achievement (Task 1)', () => {
    const check = checkLength('IELTSAcademic', ieltsTask1, words(149));
    expect(check.advice).toBe('Write at least 150 words: a shorter answer loses marks in Task Achievement.');
    expect(check.problems).toEqual(['Under 150 words: in the exam this answer would lose marks in Task Achievement.']);
    expect(checkLength('IELTSAcademic', ieltsTask1, words(150)).problems).toEqual([]);
  });

  it('says that under 250 words loses marks in Task Response (Task 2, General Training too)', () => {
    const check = checkLength('IELTSGeneral', ieltsTask2, words(249));
    expect(check.advice).toContain('Task Response');
    expect(check.problems).toEqual(['Under 250 words: in the exam this answer would lose marks in Task Response.']);
    expect(checkLength('IELTSGeneral', ieltsTask2, words(250)).problems).toEqual([]);
  });

  it('warns about nothing while the answer is blank', () => {
    expect(checkLength('IELTSAcademic', ieltsTask1, '  ').problems).toEqual([]);
  });
});

describe('PTE Summarize Written Text', () => {
  it('asks for one sentence of 5-75 words and says the summary scores zero otherwise', () => {
    expect(checkLength('PTE', pteSummary, '').advice).toBe('One sentence of 5–75 words, or the summary scores zero.');
  });

  it('keeps quiet for one sentence of 5 to 75 words', () => {
    expect(checkLength('PTE', pteSummary, words(5)).problems).toEqual([]);
    expect(checkLength('PTE', pteSummary, words(75)).problems).toEqual([]);
  });

  it('warns over 75 words', () => {
    const check = checkLength('PTE', pteSummary, words(98));
    expect(check.words).toBe(98);
    expect(check.problems).toEqual(['Over 75 words: in the exam this summary would score zero.']);
  });

  it('warns under 5 words', () => {
    expect(checkLength('PTE', pteSummary, 'Cities grow fast.').problems).toEqual([
      'Under 5 words: in the exam this summary would score zero.',
    ]);
  });

  it('warns about more than one sentence, whatever the length', () => {
    const text = 'Cities grow fast because people move for work. Parks therefore matter more than ever before.';
    expect(checkLength('PTE', pteSummary, text).problems).toEqual([
      'More than one sentence: in the exam this summary would score zero.',
    ]);
  });
});

describe('PTE Write Essay', () => {
  it('asks for 200-300 words', () => {
    expect(checkLength('PTE', pteEssay, words(250)).problems).toEqual([]);
    expect(checkLength('PTE', pteEssay, '').advice).toContain('200–300 words');
  });

  it('says Form loses marks just outside 200-300 words', () => {
    expect(checkLength('PTE', pteEssay, words(150)).problems).toEqual([
      'Outside 200–300 words: in the exam this essay would lose marks for Form.',
    ]);
    expect(checkLength('PTE', pteEssay, words(320)).problems).toHaveLength(1);
  });

  it('says the whole essay scores zero under 120 or over 380 words', () => {
    expect(checkLength('PTE', pteEssay, words(119)).problems[0]).toMatch(/^Under 120 words: .*whole essay/);
    expect(checkLength('PTE', pteEssay, words(381)).problems[0]).toMatch(/^Over 380 words: .*whole essay/);
  });
});

describe('TOEFL', () => {
  it("follows the email's directions, which give no length", () => {
    const check = checkLength(toeflKey, toeflEmail, words(30));
    expect(check.advice).toBe('The directions give no length: write as much as you can in complete sentences.');
    expect(check.problems).toEqual([]);
  });

  it('asks for at least 100 words in the Academic Discussion', () => {
    expect(checkLength(toeflKey, toeflDiscussion, words(99)).problems).toEqual([
      'Under 100 words: shorter than the task asks for.',
    ]);
    expect(checkLength(toeflKey, toeflDiscussion, words(100)).problems).toEqual([]);
  });
});

describe('OET', () => {
  it('gives the letter body about 180-200 words as a guide, with no automatic penalty', () => {
    const check = checkLength('OETNurses', oetLetter, words(230));
    expect(check.advice).toBe(
      'Approximately 180–200 words in the body of the letter: a guide, with no automatic penalty.',
    );
    expect(check.problems).toHaveLength(1);
    expect(checkLength('OETDoctors', oetLetter, words(190)).problems).toEqual([]);
  });
});

describe('sentenceCount', () => {
  it('does not split at decimals or lower-case abbreviations', () => {
    expect(sentenceCount('Sales rose 3.5 percent, e.g. in the north, while costs fell.')).toBe(1);
    expect(sentenceCount('It rose. It fell! Did it?')).toBe(3);
    expect(sentenceCount('')).toBe(0);
  });
});
