import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/domain-error.ts';
import { toeflKey } from './exam.ts';
import {
  criteriaForTask,
  defaultProfileExamKey,
  examByCode,
  exams,
  examTotalMinutes,
  getExam,
  isExamKey,
} from './exam-catalogue.ts';

describe('exam catalogue', () => {
  it('lists the six exams in the order of the exam tiles', () => {
    expect(exams.map((exam) => exam.label)).toEqual([
      'PTE',
      'TOEFL',
      'IELTS-General',
      'IELTS-Academic',
      'OET-Nurses',
      'OET-Doctors',
    ]);
  });

  it('keeps the old product codes, keys and short codes of the spec table', () => {
    const table = exams.map(({ storedLabel, code, key, shortCode }) => [storedLabel, code, key, shortCode]);
    expect(table).toEqual(
      expect.arrayContaining([
        ['OET-Nurses', 2, 'OETNurses', 'ODN'],
        ['OET-Doctors', 4, 'OETDoctors', 'ODD'],
        ['IELTS-Academic', 6, 'IELTSAcademic', 'IEA'],
        ['IELTS-General', 8, 'IELTSGeneral', 'IEG'],
        ['PTE', 10, 'PTE', 'PTE'],
        [toeflKey, 12, toeflKey, 'TOF'],
      ]),
    );
  });

  it('stores TOEFL as TOFEL but shows TOEFL', () => {
    const toefl = getExam(toeflKey);
    expect(toefl.storedLabel).toBe(toeflKey);
    expect(toefl.label).toBe('TOEFL');
  });

  it('finds exams by numeric code and answers undefined for unknown codes', () => {
    expect(examByCode(6)?.key).toBe('IELTSAcademic');
    expect(examByCode(12)?.label).toBe('TOEFL');
    expect(examByCode(7)).toBeUndefined();
    expect(examByCode(0)).toBeUndefined();
  });

  it('recognises only catalogue keys', () => {
    expect(isExamKey('PTE')).toBe(true);
    expect(isExamKey('TOEFL')).toBe(false);
    expect(isExamKey('pte')).toBe(false);
    expect(isExamKey(10)).toBe(false);
    expect(isExamKey(undefined)).toBe(false);
  });

  it('refuses an unknown key with a readable error', () => {
    expect(() => getExam('GRE' as never)).toThrow(DomainError);
    expect(() => getExam('GRE' as never)).toThrow("Unknown exam 'GRE'.");
  });

  it('starts new profiles on OET Nurses', () => {
    expect(defaultProfileExamKey).toBe('OETNurses');
  });

  it('times the writing tasks as the exam owners do', () => {
    const ielts = getExam('IELTSAcademic');
    expect(ielts.tasks.map(({ key, minutes, minWords }) => [key, minutes, minWords])).toEqual([
      ['task1', 20, 150],
      ['task2', 40, 250],
    ]);
    expect(examTotalMinutes(ielts)).toBe(60);
    expect(getExam('IELTSGeneral').tasks.map((task) => task.minutes)).toEqual([20, 40]);

    const oet = getExam('OETNurses');
    expect(oet.tasks).toEqual([{ key: 'letter', title: 'Letter', minutes: 40, minWords: 180, maxWords: 200 }]);
    expect(oet.readingMinutes).toBe(5);
    expect(examTotalMinutes(oet)).toBe(45);
    expect(examTotalMinutes(getExam('OETDoctors'))).toBe(45);

    const pte = getExam('PTE');
    expect(pte.tasks.map(({ key, minutes, minWords, maxWords }) => [key, minutes, minWords, maxWords])).toEqual([
      ['summary', 10, 5, 75],
      ['essay', 20, 200, 300],
    ]);

    const toefl = getExam(toeflKey);
    expect(toefl.tasks.map(({ key, minutes, minWords, maxWords }) => [key, minutes, minWords, maxWords])).toEqual([
      ['buildSentence', 6, undefined, undefined],
      ['email', 7, 80, 120],
      ['discussion', 10, 100, undefined],
    ]);
  });

  it('gives each exam a versioned rubric', () => {
    expect(Object.fromEntries(exams.map((exam) => [exam.key, exam.rubric.version]))).toEqual({
      PTE: 'pte-2025-08',
      [toeflKey]: 'toefl-2026',
      IELTSGeneral: 'ielts-2024',
      IELTSAcademic: 'ielts-2024',
      OETNurses: 'oet-2.0',
      OETDoctors: 'oet-2.0',
    });
  });

  it('names IELTS Task Achievement for task 1 and Task Response for task 2, each with three shared criteria', () => {
    const { rubric } = getExam('IELTSAcademic');
    const labels = (taskKey: string) => criteriaForTask(rubric, taskKey).map((criterion) => criterion.label);
    expect(labels('task1')).toEqual([
      'Task Achievement',
      'Coherence and Cohesion',
      'Lexical Resource',
      'Grammatical Range and Accuracy',
    ]);
    expect(labels('task2')).toEqual([
      'Task Response',
      'Coherence and Cohesion',
      'Lexical Resource',
      'Grammatical Range and Accuracy',
    ]);
    for (const criterion of rubric.criteria) expect([criterion.min, criterion.max, criterion.step]).toEqual([0, 9, 1]);
  });

  it('scores OET on six criteria worth 38 raw points', () => {
    const criteria = criteriaForTask(getExam('OETDoctors').rubric, 'letter');
    expect(criteria.map((criterion) => [criterion.label, criterion.max])).toEqual([
      ['Purpose', 3],
      ['Content', 7],
      ['Conciseness and Clarity', 7],
      ['Genre and Style', 7],
      ['Organisation and Layout', 7],
      ['Language', 7],
    ]);
    expect(criteria.reduce((sum, criterion) => sum + criterion.max, 0)).toBe(38);
  });

  it('gives PTE summary and essay their own traits', () => {
    const { rubric } = getExam('PTE');
    const traits = (taskKey: string) =>
      criteriaForTask(rubric, taskKey).map((criterion) => [criterion.key, criterion.max]);
    expect(traits('summary')).toEqual([
      ['content', 2],
      ['form', 1],
      ['grammar', 2],
      ['vocabulary', 2],
    ]);
    expect(traits('essay')).toEqual([
      ['content', 6],
      ['form', 2],
      ['developmentStructureCoherence', 6],
      ['grammar', 2],
      ['generalLinguisticRange', 6],
      ['vocabularyRange', 2],
      ['spelling', 2],
    ]);
  });

  it('rates each TOEFL task holistically from 0 to 5', () => {
    const { rubric } = getExam(toeflKey);
    for (const taskKey of ['email', 'discussion']) {
      expect(criteriaForTask(rubric, taskKey).map(({ min, max, step }) => [min, max, step])).toEqual([[0, 5, 1]]);
    }
  });
});
