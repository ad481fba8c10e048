import { describe, expect, it } from 'vitest';
import { advisoryWords, answerLength, outsideAdvice, prefillRevisedAnswers } from './answer-text';

describe('prefillRevisedAnswers', () => {
  it('uses the single answer as it is', () => {
    expect(
      prefillRevisedAnswers([{ key: 'essay', title: 'Essay' }], [{ taskKey: 'essay', text: 'Cities grow.' }]),
    ).toEqual({ essay: 'Cities grow.' });
  });

  it('starts each part of a two-part test from its own answer, and every part blank for a reader', () => {
    const tasks = [
      { key: 'task1', title: 'Part 1' },
      { key: 'task2', title: 'Part 2' },
    ];
    const answers = [
      { taskKey: 'task2', text: 'Some argue that remote work helps.' },
      { taskKey: 'task1', text: 'The chart compares three ports.' },
    ];
    expect(prefillRevisedAnswers(tasks, answers)).toEqual({
      task1: 'The chart compares three ports.',
      task2: 'Some argue that remote work helps.',
    });
    expect(prefillRevisedAnswers(tasks, answers, false)).toEqual({ task1: '', task2: '' });
    expect(prefillRevisedAnswers(tasks, [answers[0] as (typeof answers)[0]])).toEqual({
      task1: '',
      task2: 'Some argue that remote work helps.',
    });
  });

  it('leaves out Build a Sentence, whose answer is positions rather than writing', () => {
    const tasks = [
      { key: 'buildSentence', title: 'Build a Sentence' },
      { key: 'email', title: 'Write an Email' },
      { key: 'discussion', title: 'Academic Discussion' },
    ];
    const answers = [
      { taskKey: 'buildSentence', text: '2,0,1\n1,0' },
      { taskKey: 'email', text: 'Dear Ms Lee,' },
      { taskKey: 'discussion', text: 'I agree with Kim.' },
    ];
    expect(prefillRevisedAnswers(tasks, answers)).toEqual({ email: 'Dear Ms Lee,', discussion: 'I agree with Kim.' });
  });
});

describe('advisoryWords', () => {
  it('words the advice the way the exam gives it', () => {
    expect(advisoryWords(150, null)).toBe('at least 150 words');
    expect(advisoryWords(180, 200)).toBe('180–200 words');
    expect(advisoryWords(null, 75)).toBe('at most 75 words');
    expect(advisoryWords(null, null)).toBeNull();
  });

  it('flags an answer shorter or longer than advised', () => {
    expect(outsideAdvice(120, 150, null)).toBe(true);
    expect(outsideAdvice(190, 180, 200)).toBe(false);
    expect(outsideAdvice(90, null, 75)).toBe(true);
  });
});

describe('answerLength', () => {
  const body = (count: number) => Array.from({ length: count }, () => 'word').join(' ');

  it("counts an OET letter's body, between the salutation and the sign-off, beside the whole letter", () => {
    const letter = `Dr Ana Ruiz\nCity Hospital\n\nRe: Mr Lee\n\nDear Dr Ruiz,\n${body(190)}\nYours sincerely,\nNurse Kim`;
    const length = answerLength('OETNurses', letter, 205);
    expect(length).toEqual({ words: 190, label: 'Body 190 words (letter 205)' });
    // The 180-200 advice judges the body: inside it, though the whole letter is longer.
    expect(outsideAdvice(length.words, 180, 200)).toBe(false);
  });

  it("keeps the server's count for the other exams", () => {
    expect(answerLength('IELTSAcademic', 'Dear all, words here', 4)).toEqual({ words: 4, label: '4 words' });
    expect(answerLength('PTE', 'One', 1).label).toBe('1 word');
  });
});
