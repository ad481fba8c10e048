import { describe, expect, it } from 'vitest';
import { getExam } from '../exam/exam-catalogue.ts';
import { markingAgreement } from './marking-agreement.ts';

describe('agreement between two markings', () => {
  it('counts exact matches and scores one step of the scale apart, per criterion and per tutor', () => {
    const exam = getExam('IELTSAcademic');
    const score = (criterion: string, value: number) => ({ taskKey: 'task2', criterion, score: value });
    const result = markingAgreement([
      {
        exam,
        firstTutorId: 'tessa',
        secondTutorId: 'theo',
        first: [score('taskResponse', 7), score('lexicalResource', 7), score('coherenceCohesion', 7)],
        // Same, one band (one step of the scale) lower, two bands lower.
        second: [score('taskResponse', 7), score('lexicalResource', 6), score('coherenceCohesion', 5)],
      },
    ]);
    expect(result.answers).toBe(1);
    expect(result.criteria.map(({ criterion, exact, withinOneStep }) => [criterion, exact, withinOneStep])).toEqual([
      ['taskResponse', 1, 1],
      ['lexicalResource', 0, 1],
      ['coherenceCohesion', 0, 0],
    ]);
    expect(result.tutors).toEqual([
      { tutorId: 'tessa', answers: 1, comparisons: 3, exact: 1, withinOneStep: 2 },
      { tutorId: 'theo', answers: 1, comparisons: 3, exact: 1, withinOneStep: 2 },
    ]);
  });
});
