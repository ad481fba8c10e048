import { toeflKey } from '@mocktest/web-shared/format';
import { describe, expect, it } from 'vitest';
import type { AttemptStatus, ExamKey } from '../../../gql/graphql';
import { otherExamAttempts, readOffsetPages } from './other-exam-attempts';

const exams: { key: ExamKey; label: string }[] = [
  { key: 'OETNurses', label: 'OET Nurses' },
  { key: 'IELTSAcademic', label: 'IELTS Academic' },
  { key: 'IELTSGeneral', label: 'IELTS General Training' },
  { key: toeflKey, label: 'TOEFL' },
];

function attempt(id: string, exam: ExamKey, sequence: number, status: AttemptStatus = 'SUBMITTED') {
  const testId = `${exam}-${sequence}`;
  return {
    id,
    status,
    mockTest: { id: testId, exam, sequence, title: `${exam} test ${sequence}`, type: 'writing2', totalMinutes: 60 },
  };
}

describe('otherExamAttempts', () => {
  it('groups the attempts of other exams by exam, with the label and each test as a row with its attempt', () => {
    const groups = otherExamAttempts(
      [attempt('a3', 'IELTSAcademic', 2, 'IN_PROGRESS'), attempt('a2', toeflKey, 1), attempt('a1', 'IELTSAcademic', 1)],
      'OETNurses',
      exams,
    );

    expect(groups.map((group) => [group.exam, group.label])).toEqual([
      ['IELTSAcademic', 'IELTS Academic'],
      [toeflKey, 'TOEFL'],
    ]);
    expect(groups[0]?.rows).toEqual([
      { ...attempt('a1', 'IELTSAcademic', 1).mockTest, myAttempt: { id: 'a1', status: 'SUBMITTED', rewrite: null } },
      { ...attempt('a3', 'IELTSAcademic', 2).mockTest, myAttempt: { id: 'a3', status: 'IN_PROGRESS', rewrite: null } },
    ]);
    expect(groups[1]?.rows.map((row) => row.myAttempt)).toEqual([{ id: 'a2', status: 'SUBMITTED', rewrite: null }]);
  });

  it('leaves out the selected exam, whose attempts the main list already shows', () => {
    const groups = otherExamAttempts(
      [attempt('a2', 'IELTSAcademic', 1, 'EVALUATION_DONE'), attempt('a1', 'OETNurses', 1)],
      'IELTSAcademic',
      exams,
    );

    expect(groups.map((group) => group.exam)).toEqual(['OETNurses']);
    expect(groups[0]?.rows.map((row) => row.myAttempt.id)).toEqual(['a1']);
  });

  it('answers no group when every attempt is of the selected exam, or there are none', () => {
    expect(otherExamAttempts([attempt('a1', toeflKey, 1), attempt('a2', toeflKey, 2)], toeflKey, exams)).toEqual([]);
    expect(otherExamAttempts([], toeflKey, exams)).toEqual([]);
  });

  it('orders the exams by their newest attempt, and the tests of an exam by their sequence', () => {
    const groups = otherExamAttempts(
      [
        attempt('a4', toeflKey, 3),
        attempt('a3', 'IELTSGeneral', 1),
        attempt('a2', toeflKey, 1),
        attempt('a1', toeflKey, 2, 'TIMED_OUT'),
      ],
      'IELTSAcademic',
      exams,
    );

    expect(groups.map((group) => group.exam)).toEqual([toeflKey, 'IELTSGeneral']);
    expect(groups[0]?.rows.map((row) => row.sequence)).toEqual([1, 2, 3]);
  });

  it('shows a test once, with its newest attempt, and an attempt read twice once', () => {
    const groups = otherExamAttempts(
      [attempt('new', toeflKey, 1, 'IN_PROGRESS'), attempt('old', toeflKey, 1), attempt('old', toeflKey, 1)],
      'OETNurses',
      exams,
    );

    expect(groups[0]?.rows.map((row) => row.myAttempt)).toEqual([{ id: 'new', status: 'IN_PROGRESS', rewrite: null }]);
  });

  it('leaves out attempts never started, and names an exam missing from the catalog by its key', () => {
    const groups = otherExamAttempts(
      [attempt('a2', 'PTE', 1, 'NOT_ATTEMPTED'), attempt('a1', 'OETDoctors', 1)],
      'IELTSAcademic',
      exams,
    );

    expect(groups.map((group) => [group.exam, group.label])).toEqual([['OETDoctors', 'OETDoctors']]);
  });
});

describe('readOffsetPages', () => {
  it('reads page after page from the next offset until the total is reached', async () => {
    const all = Array.from({ length: 5 }, (_, index) => index);
    const calls: [number, number][] = [];

    const read = await readOffsetPages(async (limit, offset) => {
      calls.push([limit, offset]);
      return { items: all.slice(offset, offset + limit), total: all.length };
    }, 2);

    expect(read).toEqual(all);
    expect(calls).toEqual([
      [2, 0],
      [2, 2],
      [2, 4],
    ]);
  });

  it('reads one page when it holds them all', async () => {
    let calls = 0;
    const read = await readOffsetPages(async () => {
      calls++;
      return { items: ['a', 'b'], total: 2 };
    });

    expect(read).toEqual(['a', 'b']);
    expect(calls).toBe(1);
  });

  it('stops at an empty page and after the most pages allowed, whatever the total says', async () => {
    expect(await readOffsetPages(async () => ({ items: [], total: 10 }))).toEqual([]);

    let calls = 0;
    const read = await readOffsetPages(
      async () => {
        calls++;
        return { items: ['x'], total: 1_000 };
      },
      1,
      3,
    );
    expect(read).toEqual(['x', 'x', 'x']);
    expect(calls).toBe(3);
  });
});
