import { describe, expect, it } from 'vitest';
import type { CriterionScore } from '../evaluation/evaluation.ts';
import { DomainError } from '../shared/domain-error.ts';
import { getExam } from './exam-catalogue.ts';
import { oetGrade, overallScore, roundToHalf, validateCriterionScores } from './overall-score.ts';

const ieltsKeys = {
  task1: ['taskAchievement', 'coherenceCohesion', 'lexicalResource', 'grammaticalRangeAccuracy'],
  task2: ['taskResponse', 'coherenceCohesion', 'lexicalResource', 'grammaticalRangeAccuracy'],
};

function ielts(task1: number[], task2: number[]): CriterionScore[] {
  return [
    ...ieltsKeys.task1.map((criterion, index) => ({ taskKey: 'task1', criterion, score: task1[index] ?? 0 })),
    ...ieltsKeys.task2.map((criterion, index) => ({ taskKey: 'task2', criterion, score: task2[index] ?? 0 })),
  ];
}

const oetKeys = ['purpose', 'content', 'concisenessClarity', 'genreStyle', 'organisationLayout', 'language'];
function oet(points: number[]): CriterionScore[] {
  return oetKeys.map((criterion, index) => ({ taskKey: 'letter', criterion, score: points[index] ?? 0 }));
}

function pte(summary: number[], essay: number[]): CriterionScore[] {
  const summaryKeys = ['content', 'form', 'grammar', 'vocabulary'];
  const essayKeys = [
    'content',
    'form',
    'developmentStructureCoherence',
    'grammar',
    'generalLinguisticRange',
    'vocabularyRange',
    'spelling',
  ];
  return [
    ...summaryKeys.map((criterion, index) => ({ taskKey: 'summary', criterion, score: summary[index] ?? 0 })),
    ...essayKeys.map((criterion, index) => ({ taskKey: 'essay', criterion, score: essay[index] ?? 0 })),
  ];
}

function toefl(email: number, discussion: number): CriterionScore[] {
  return [
    { taskKey: 'email', criterion: 'holistic', score: email },
    { taskKey: 'discussion', criterion: 'holistic', score: discussion },
  ];
}

function errorOf(action: () => unknown): DomainError {
  try {
    action();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

describe('rounding to the nearest half band', () => {
  it('rounds quarters up and anything closer to a half or a whole to it', () => {
    expect(roundToHalf(6.25)).toBe(6.5);
    expect(roundToHalf(6.75)).toBe(7);
    expect(roundToHalf(6.1)).toBe(6);
    expect(roundToHalf(6.24)).toBe(6);
    expect(roundToHalf(6.74)).toBe(6.5);
    expect(roundToHalf(19 / 3)).toBe(6.5);
    expect(roundToHalf(9)).toBe(9);
  });
});

describe('IELTS writing band', () => {
  const exam = getExam('IELTSAcademic');

  it('weighs task 2 twice task 1: 6 and 6.5 make 6.33, reported as Band 6.5', () => {
    expect(overallScore(exam, ielts([6, 6, 6, 6], [7, 6, 7, 6]))).toEqual({
      value: 6.5,
      display: 'Band 6.5',
      grade: null,
    });
  });

  it('rounds an exact quarter up: task bands 6.25 and 6.25 give Band 6.5', () => {
    expect(overallScore(exam, ielts([6, 6, 6, 7], [6, 7, 6, 6])).display).toBe('Band 6.5');
  });

  it('rounds 6.75 up to a whole band', () => {
    expect(overallScore(exam, ielts([7, 7, 7, 6], [7, 6, 7, 7])).display).toBe('Band 7.0');
  });

  it('rounds 6.08 down: task 1 at 5.75 and task 2 at 6.25 give Band 6.0', () => {
    expect(overallScore(exam, ielts([6, 6, 6, 5], [6, 7, 6, 6])).value).toBe(6);
  });

  it('shows the strength of task 2 over task 1', () => {
    const strongTask2 = overallScore(exam, ielts([5, 5, 5, 5], [7, 7, 7, 7])).value;
    const strongTask1 = overallScore(exam, ielts([7, 7, 7, 7], [5, 5, 5, 5])).value;
    expect(strongTask2).toBe(6.5);
    expect(strongTask1).toBe(5.5);
  });

  it('scores IELTS General with the same rule: 8 and 9 make 8.67, reported as Band 8.5', () => {
    expect(overallScore(getExam('IELTSGeneral'), ielts([8, 8, 8, 8], [9, 9, 9, 9])).display).toBe('Band 8.5');
  });

  it('grades a single-task test on that task alone', () => {
    const task2Only = ielts([], [6, 7, 7, 6]).filter((score) => score.taskKey === 'task2');
    expect(overallScore(exam, task2Only, ['task2']).display).toBe('Band 6.5');
  });
});

describe('OET writing score', () => {
  const exam = getExam('OETNurses');

  it('scales 30 of 38 raw points to 390, grade B', () => {
    expect(overallScore(exam, oet([3, 5, 5, 6, 5, 6]))).toEqual({ value: 390, display: '390 (B)', grade: 'B' });
  });

  it('gives full marks 500 (A) and nothing 0 (E)', () => {
    expect(overallScore(exam, oet([3, 7, 7, 7, 7, 7])).display).toBe('500 (A)');
    expect(overallScore(exam, oet([0, 0, 0, 0, 0, 0])).display).toBe('0 (E)');
  });

  it('rounds to the nearest 10 and grades each band', () => {
    const scaled = (raw: number) => {
      const points = [Math.min(raw, 3), 0, 0, 0, 0, 0];
      let left = raw - (points[0] ?? 0);
      for (let index = 1; index < points.length; index++) {
        points[index] = Math.min(left, 7);
        left -= points[index] ?? 0;
      }
      return overallScore(getExam('OETDoctors'), oet(points)).display;
    };
    expect(scaled(34)).toBe('450 (A)');
    expect(scaled(27)).toBe('360 (B)');
    expect(scaled(26)).toBe('340 (C+)');
    expect(scaled(23)).toBe('300 (C+)');
    expect(scaled(15)).toBe('200 (C)');
    expect(scaled(8)).toBe('110 (D)');
    expect(scaled(7)).toBe('90 (E)');
  });

  it('draws grade boundaries where OET does', () => {
    expect([500, 450, 440, 350, 340, 300, 290, 200, 190, 100, 90, 0].map(oetGrade)).toEqual([
      'A',
      'A',
      'B',
      'B',
      'C+',
      'C+',
      'C',
      'C',
      'D',
      'D',
      'E',
      'E',
    ]);
  });
});

describe('PTE writing score', () => {
  const exam = getExam('PTE');

  it('maps the share of trait points to 10-90: 25 of 33 points give PTE 71', () => {
    expect(overallScore(exam, pte([2, 1, 1, 1], [5, 2, 4, 2, 4, 1, 2]))).toEqual({
      value: 71,
      display: 'PTE 71',
      grade: null,
    });
  });

  it('gives 90 for every point and 10 for none', () => {
    expect(overallScore(exam, pte([2, 1, 2, 2], [6, 2, 6, 2, 6, 2, 2])).value).toBe(90);
    expect(overallScore(exam, pte([0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0])).value).toBe(10);
  });

  it('scores a task 0 when its Form is 0, whatever its other traits', () => {
    // The summary's 6 points are lost; only the essay's 20 of 33 count.
    expect(overallScore(exam, pte([2, 0, 2, 2], [5, 2, 4, 2, 4, 1, 2])).value).toBe(58);
  });

  it('scores a task 0 when its Content is 0', () => {
    expect(overallScore(exam, pte([2, 1, 2, 2], [0, 2, 6, 2, 6, 2, 2])).value).toBe(27);
  });
});

describe('TOEFL 2026 writing band', () => {
  const exam = getExam('TOFEL');

  it('adds 1 to the mean task rating: 3 and 4 give Band 4.5', () => {
    expect(overallScore(exam, toefl(3, 4))).toEqual({ value: 4.5, display: 'Band 4.5', grade: null });
  });

  it('spans bands 1 to 6', () => {
    expect(overallScore(exam, toefl(0, 0)).display).toBe('Band 1.0');
    expect(overallScore(exam, toefl(5, 5)).display).toBe('Band 6.0');
    expect(overallScore(exam, toefl(4, 5)).display).toBe('Band 5.5');
  });

  it('counts Build a Sentence as a third rating, 5 x the share of items right', () => {
    // Ratings 3 and 4 with 8 of 10 items right (rating 4): 1 + 11/3 = 4.67, Band 4.5.
    const eight = { buildSentence: { rightCount: 8, total: 10 } };
    expect(overallScore(exam, toefl(3, 4), undefined, eight).display).toBe('Band 4.5');
    // All ten right lifts 4 and 4 to 1 + 14/3 = 5.67, Band 5.5; none right lowers them to 1 + 8/3 = 3.67, Band 3.5.
    expect(overallScore(exam, toefl(4, 4), undefined, { buildSentence: { rightCount: 10, total: 10 } }).display).toBe(
      'Band 5.5',
    );
    expect(overallScore(exam, toefl(4, 4), undefined, { buildSentence: { rightCount: 0, total: 10 } }).display).toBe(
      'Band 3.5',
    );
    // A test written before Build a Sentence existed keeps its two-rating band.
    expect(overallScore(exam, toefl(4, 4), ['email', 'discussion'], eight).display).toBe('Band 5.0');
  });
});

describe('criterion score checks', () => {
  const exam = getExam('IELTSAcademic');

  it('names the missing criterion and its task', () => {
    const scores = ielts([6, 6, 6, 6], [6, 6, 6, 6]).filter(
      (score) => !(score.taskKey === 'task2' && score.criterion === 'lexicalResource'),
    );
    const error = errorOf(() => overallScore(exam, scores));
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('Score missing: Lexical Resource (Writing Task 2).');
  });

  it('refuses a score above the maximum, naming the criterion', () => {
    const scores = ielts([6, 9.5, 6, 6], [6, 6, 6, 6]);
    const error = errorOf(() => overallScore(exam, scores));
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toContain('Coherence and Cohesion (Writing Task 1) must be between 0 and 9');
  });

  it('refuses a negative score', () => {
    expect(errorOf(() => overallScore(getExam('OETNurses'), oet([-1, 5, 5, 5, 5, 5]))).message).toContain(
      'Purpose (Letter) must be between 0 and 3',
    );
  });

  it('refuses a score off the step grid', () => {
    expect(errorOf(() => overallScore(exam, ielts([6, 6, 6.3, 6], [6, 6, 6, 6]))).message).toBe(
      'Lexical Resource (Writing Task 1) is scored in whole bands (0-9); 6.3 is not allowed.',
    );
    expect(errorOf(() => overallScore(getExam('OETNurses'), oet([2, 5.5, 5, 5, 5, 5]))).message).toContain(
      'is scored in whole points (0-7); 5.5 is not allowed.',
    );
  });

  it('refuses a half band for an IELTS criterion: examiners give each criterion a whole band', () => {
    const error = errorOf(() =>
      validateCriterionScores(exam, [{ taskKey: 'task2', criterion: 'coherenceCohesion', score: 6.5 }], {
        complete: false,
      }),
    );
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe(
      'Coherence and Cohesion (Writing Task 2) is scored in whole bands (0-9); 6.5 is not allowed.',
    );
  });

  it('refuses a criterion that does not belong to the task', () => {
    const scores = [...ielts([6, 6, 6, 6], [6, 6, 6, 6]), { taskKey: 'task1', criterion: 'taskResponse', score: 6 }];
    expect(errorOf(() => overallScore(exam, scores)).message).toBe(
      "'taskResponse' is not a criterion of Writing Task 1.",
    );
  });

  it('refuses a task the test does not have', () => {
    const scores = [...toefl(3, 3), { taskKey: 'integrated', criterion: 'holistic', score: 3 }];
    expect(errorOf(() => overallScore(getExam('TOFEL'), scores)).message).toBe(
      "This test has no task 'integrated' to score.",
    );
  });

  it('gives tutors no criterion to mark on TOEFL Build a Sentence (the server scores it)', () => {
    const scores = [...toefl(3, 3), { taskKey: 'buildSentence', criterion: 'holistic', score: 3 }];
    expect(errorOf(() => overallScore(getExam('TOFEL'), scores)).message).toBe(
      "'holistic' is not a criterion of Build a Sentence.",
    );
  });

  it('refuses the same criterion scored twice', () => {
    const scores = [...toefl(3, 3), { taskKey: 'email', criterion: 'holistic', score: 4 }];
    expect(errorOf(() => overallScore(getExam('TOFEL'), scores)).message).toBe(
      'Holistic rating (Write an Email) is scored more than once.',
    );
  });

  it('refuses a score that is not a number', () => {
    const scores = toefl(3, Number.NaN);
    expect(errorOf(() => overallScore(getExam('TOFEL'), scores)).message).toBe(
      'Holistic rating (Academic Discussion) needs a numeric score.',
    );
  });

  it('accepts partial scores for a draft but still checks each given one', () => {
    const partial = [{ taskKey: 'task1', criterion: 'lexicalResource', score: 7 }];
    expect(validateCriterionScores(exam, partial, { complete: false })).toEqual(partial);
    expect(() =>
      validateCriterionScores(exam, [{ taskKey: 'task1', criterion: 'lexicalResource', score: 10 }], {
        complete: false,
      }),
    ).toThrow(DomainError);
  });
});
