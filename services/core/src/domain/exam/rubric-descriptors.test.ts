import { describe, expect, it } from 'vitest';
import { exams, getExam } from './exam-catalogue.ts';
import { rubricDescriptors } from './rubric-descriptors.ts';

const scoresOf = (criterion: { min: number; max: number; step: number }) =>
  Array.from(
    { length: Math.round((criterion.max - criterion.min) / criterion.step) + 1 },
    (_, index) => Math.round((criterion.min + index * criterion.step) * 1000) / 1000,
  );

describe('rubric descriptors', () => {
  it('describe every score of every IELTS criterion', () => {
    const rubric = getExam('IELTSAcademic').rubric;
    expect(rubric.version).toBe('ielts-2024');
    expect(rubric.criteria).toHaveLength(5);
    for (const criterion of rubric.criteria) {
      const descriptors = rubricDescriptors(rubric.version, criterion);
      expect(
        descriptors.map((descriptor) => descriptor.score),
        criterion.key,
      ).toEqual(scoresOf(criterion));
      for (const { text } of descriptors) {
        expect(text.trim(), criterion.key).not.toBe('');
        expect(text.length, text).toBeLessThanOrEqual(140);
      }
    }
  });

  it('describe every score of the other rubrics too, each line at most 140 characters', () => {
    for (const exam of exams) {
      for (const criterion of exam.rubric.criteria) {
        const descriptors = rubricDescriptors(exam.rubric.version, criterion);
        expect(
          descriptors.map((descriptor) => descriptor.score),
          `${exam.key} ${criterion.key}`,
        ).toEqual(scoresOf(criterion));
        for (const { text } of descriptors) expect(text.length, text).toBeLessThanOrEqual(140);
      }
    }
  });

  it('tell apart criteria that share a key across tasks', () => {
    const pte = getExam('PTE').rubric;
    const lengths = pte.criteria
      .filter((criterion) => criterion.key === 'content')
      .map((criterion) => rubricDescriptors(pte.version, criterion).length);
    expect(lengths).toEqual([3, 7]);
  });

  it('are empty for an unknown version', () => {
    expect(rubricDescriptors('ielts-1999', { key: 'lexicalResource', min: 0, max: 9, step: 1 })).toEqual([]);
  });
});
