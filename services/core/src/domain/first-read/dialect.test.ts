import { describe, expect, it } from 'vitest';
import { examKeys, toeflKey } from '../exam/exam.ts';
import { dialectFor } from './dialect.ts';

describe('dialect for an exam', () => {
  it('reads TOEFL as American English and every other exam as British English', () => {
    expect(Object.fromEntries(examKeys.map((exam) => [exam, dialectFor(exam)]))).toEqual({
      OETNurses: 'british',
      OETDoctors: 'british',
      IELTSAcademic: 'british',
      IELTSGeneral: 'british',
      PTE: 'british',
      [toeflKey]: 'american',
    });
  });
});
