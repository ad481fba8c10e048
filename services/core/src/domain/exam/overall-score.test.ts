import { describe, expect, it } from 'vitest';
import type { CriterionScore } from '../evaluation/evaluation.ts';
import { DomainError } from '../shared/domain-error.ts';
import { toeflKey } from './exam.ts';
import { getExam } from './exam-catalogue.ts';
import {
  buildSentenceWeight,
  oetGrade,
  overallScore,
  roundToHalf,
  toeflBand,
  validateCriterionScores,
} from './overall-score.ts';

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

  it('weighs task 2 twice task 1: 6 and 6.5 make 6.33, reported as Band 6.5 with the unrounded mean beside it', () => {
    expect(overallScore(exam, ielts([6, 6, 6, 6], [7, 6, 7, 6]))).toEqual({
      value: 6.5,
      display: 'Band 6.5',
      grade: null,
      weightedMean: 19 / 3,
    });
  });

  it('keeps the weighted mean before our rounding: 6.25 and 6.5 make 6.42, Band 6.5', () => {
    const overall = overallScore(exam, ielts([6, 6, 6, 7], [7, 6, 7, 6]));
    expect(overall.value).toBe(6.5);
    expect(overall.weightedMean).toBeCloseTo(6.4167, 4);
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
    expect(overallScore(exam, task2Only, ['task2'])).toMatchObject({ display: 'Band 6.5', weightedMean: 6.5 });
  });
});

describe('OET writing score', () => {
  const exam = getExam('OETNurses');

  it('scales 30 of 38 raw points to 390, grade B', () => {
    expect(overallScore(exam, oet([3, 5, 5, 6, 5, 6]))).toEqual({ value: 390, display: '390 (B)', grade: 'B' });
  });

  it('reports no weighted mean: it is an IELTS figure', () => {
    expect(overallScore(exam, oet([3, 5, 5, 6, 5, 6])).weightedMean).toBeUndefined();
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

  it('weighs the two tasks equally: 5 of 7 and 20 of 26 points average 74.2%, PTE 69', () => {
    // (5/7 + 20/26) / 2 = 0.742; 10 + 80 x 0.742 = 69.3. Pooling the 25 of 33 points gave 71.
    expect(overallScore(exam, pte([2, 1, 1, 1], [5, 2, 4, 2, 4, 1, 2]))).toEqual({
      value: 69,
      display: 'PTE 69',
      grade: null,
    });
  });

  it('lets the summary count as much as the essay', () => {
    // A perfect summary with an essay at half its points: (1 + 0.5) / 2 = 0.75, PTE 70; pooling made it 20 of 33
    // points, PTE 58.
    expect(overallScore(exam, pte([2, 1, 2, 2], [3, 1, 3, 1, 3, 1, 1])).value).toBe(70);
    // The reverse, a perfect essay with the summary at 4 of 7: (4/7 + 1) / 2 = 0.786, PTE 73.
    expect(overallScore(exam, pte([1, 1, 1, 1], [6, 2, 6, 2, 6, 2, 2])).value).toBe(73);
  });

  it('gives 90 for every point and 10 for none', () => {
    expect(overallScore(exam, pte([2, 1, 2, 2], [6, 2, 6, 2, 6, 2, 2])).value).toBe(90);
    expect(overallScore(exam, pte([0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0])).value).toBe(10);
  });

  it('scores a task 0 when its Form is 0, whatever its other traits', () => {
    // The summary counts 0; the essay's 20 of 26 is half the estimate: 10 + 80 x 0.385 = 40.8, PTE 41.
    expect(overallScore(exam, pte([2, 0, 2, 2], [5, 2, 4, 2, 4, 1, 2])).value).toBe(41);
  });

  it('scores a task 0 when its Content is 0', () => {
    // A perfect summary and an essay zeroed by its Content: 10 + 80 x 0.5 = 50.
    expect(overallScore(exam, pte([2, 1, 2, 2], [0, 2, 6, 2, 6, 2, 2])).value).toBe(50);
  });
});

describe('TOEFL 2026 writing band', () => {
  const exam = getExam(toeflKey);
  const sentences = (rightCount: number) => ({ buildSentence: { rightCount, total: 10 } });

  it('turns the mean rating into a band by ETS concordance points: 3 and 4 (3.5) give Band 4.5', () => {
    // ETS: a mean rating of 3.50 is 22 of 30, and Writing 22-23 is band 4.5.
    expect(overallScore(exam, toefl(3, 4))).toEqual({ value: 4.5, display: 'Band 4.5', grade: null });
  });

  it('puts a mean of 2 at Band 3.0 and a mean of 3 at Band 4.0', () => {
    // ETS: 2.00 is 14 of 30 (13-14 is band 3); 3.00 is 20 of 30 (17-21 is band 4).
    expect(overallScore(exam, toefl(2, 2)).display).toBe('Band 3.0');
    expect(overallScore(exam, toefl(3, 3)).display).toBe('Band 4.0');
  });

  it('departs from 1 + the mean where the concordance does: 2 and 3 (2.5) give Band 4.0, not 3.5', () => {
    // ETS: 2.50 is 17 of 30, the lowest Writing score of band 4.
    expect(overallScore(exam, toefl(2, 3)).display).toBe('Band 4.0');
  });

  it('spans bands 1 to 6', () => {
    expect(overallScore(exam, toefl(0, 0)).display).toBe('Band 1.0');
    expect(overallScore(exam, toefl(0, 1)).display).toBe('Band 1.5');
    expect(overallScore(exam, toefl(1, 1)).display).toBe('Band 2.0');
    expect(overallScore(exam, toefl(4, 4)).display).toBe('Band 5.0');
    expect(overallScore(exam, toefl(4, 5)).display).toBe('Band 5.5');
    expect(overallScore(exam, toefl(5, 5)).display).toBe('Band 6.0');
  });

  it('matches both ETS tables at every quarter rating they list', () => {
    // ETS's conversion of the mean writing rating to 0-30, then its 2026 comparison of Writing 0-30 with 1-6.
    const scaled: Record<string, number> = {
      '5': 30,
      '4.75': 29,
      '4.5': 28,
      '4.25': 27,
      '4': 25,
      '3.75': 24,
      '3.5': 22,
      '3.25': 21,
      '3': 20,
      '2.75': 18,
      '2.5': 17,
      '2.25': 15,
      '2': 14,
      '1.75': 12,
      '1.5': 11,
      '1.25': 10,
      '1': 8,
    };
    // [lowest 0-30 score, band]
    const bands = [
      [29, 6],
      [27, 5.5],
      [24, 5],
      [22, 4.5],
      [17, 4],
      [15, 3.5],
      [13, 3],
      [11, 2.5],
      [8, 2],
      [3, 1.5],
      [0, 1],
    ] as const;
    const bandOf30 = (score: number) => bands.find(([lowest]) => score >= lowest)?.[1];
    for (const [rating, score] of Object.entries(scaled)) {
      expect(toeflBand(Number(rating)), `mean rating ${rating}`).toBe(bandOf30(score));
    }
  });

  it('rounds a mean between listed ratings to the nearest quarter first', () => {
    expect(toeflBand(3.4)).toBe(4.5);
    expect(toeflBand(3.35)).toBe(4);
    expect(toeflBand(3.375)).toBe(4.5);
    expect(toeflBand(0.1)).toBe(1);
    expect(toeflBand(0.5)).toBe(1.5);
  });

  it('counts Build a Sentence for a quarter, as 5 x the share of items right', () => {
    expect(buildSentenceWeight).toBe(0.25);
    // Ratings 3 and 3 with 10 of 10 right: 3/4 x 3 + 1/4 x 5 = 3.5, Band 4.5 (Band 4.0 on the ratings alone). As a
    // third it made 3.67, also Band 4.5 by these points; the quarter is the weight of its 6 of 23 minutes.
    expect(overallScore(exam, toefl(3, 3), undefined, sentences(10)).display).toBe('Band 4.5');
    // 9 of 10 right: 2.25 + 1.125 = 3.375, rounded to the listed 3.5: Band 4.5. 8 of 10: 3.25, Band 4.0.
    expect(overallScore(exam, toefl(3, 3), undefined, sentences(9)).display).toBe('Band 4.5');
    expect(overallScore(exam, toefl(3, 3), undefined, sentences(8)).display).toBe('Band 4.0');
    // All ten right lifts 4 and 4 to 4.25, Band 5.5; none right lowers them to 3.0, Band 4.0.
    expect(overallScore(exam, toefl(4, 4), undefined, sentences(10)).display).toBe('Band 5.5');
    expect(overallScore(exam, toefl(4, 4), undefined, sentences(0)).display).toBe('Band 4.0');
    // 3 of 10 right with 4 and 4: 3 + 0.375 = 3.375, Band 4.5.
    expect(overallScore(exam, toefl(4, 4), undefined, sentences(3)).display).toBe('Band 4.5');
    // A test written before Build a Sentence existed keeps its two-rating band.
    expect(overallScore(exam, toefl(4, 4), ['email', 'discussion'], sentences(8)).display).toBe('Band 5.0');
  });

  it('reports no weighted mean: it is an IELTS figure', () => {
    expect(overallScore(exam, toefl(3, 4)).weightedMean).toBeUndefined();
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
    expect(errorOf(() => overallScore(getExam(toeflKey), scores)).message).toBe(
      "This test has no task 'integrated' to score.",
    );
  });

  it('gives tutors no criterion to mark on TOEFL Build a Sentence (the server scores it)', () => {
    const scores = [...toefl(3, 3), { taskKey: 'buildSentence', criterion: 'holistic', score: 3 }];
    expect(errorOf(() => overallScore(getExam(toeflKey), scores)).message).toBe(
      "'holistic' is not a criterion of Build a Sentence.",
    );
  });

  it('refuses the same criterion scored twice', () => {
    const scores = [...toefl(3, 3), { taskKey: 'email', criterion: 'holistic', score: 4 }];
    expect(errorOf(() => overallScore(getExam(toeflKey), scores)).message).toBe(
      'Holistic rating (Write an Email) is scored more than once.',
    );
  });

  it('refuses a score that is not a number', () => {
    const scores = toefl(3, Number.NaN);
    expect(errorOf(() => overallScore(getExam(toeflKey), scores)).message).toBe(
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
