import type { AttemptStatus, ExamKey } from '../../../gql/graphql';

/** An attempt as myAttempts answers it: its test carries the fields of a list row. */
export type AttemptWithTest<Test extends { id: string; exam: ExamKey; sequence: number }> = {
  id: string;
  status: AttemptStatus;
  mockTest: Test;
};

/** A list row built from an attempt: the test, with the attempt where the main list has the caller's own. */
// No rewrite is read for other exams' rows: a rewrite under way is reached from the attempt's evaluation.
export type AttemptRow<Test> = Test & { myAttempt: { id: string; status: AttemptStatus; rewrite: null } };

/** One exam's block of the "Your other exams" section. */
export type OtherExamGroup<Test> = { exam: ExamKey; label: string; rows: AttemptRow<Test>[] };

/**
 * The caller's attempts at tests of exams other than `selectedExam`, one block per exam: the exam of the newest attempt
 * first, and within an exam the tests in their sequence, as the main list orders them. `attempts` come newest first
 * (as myAttempts answers them); a test shows once, with its newest attempt, and an attempt seen twice (pages read
 * while a new one was started) counts once. Attempts never started (NOT_ATTEMPTED) are left out: there is nothing of
 * them to open. An exam missing from `exams` is named by its key.
 */
export function otherExamAttempts<Test extends { id: string; exam: ExamKey; sequence: number }>(
  attempts: readonly AttemptWithTest<Test>[],
  selectedExam: ExamKey | null | undefined,
  exams: readonly { key: ExamKey; label: string }[],
): OtherExamGroup<Test>[] {
  const groups = new Map<ExamKey, OtherExamGroup<Test>>();
  const seenTests = new Set<string>();
  for (const attempt of attempts) {
    const test = attempt.mockTest;
    if (test.exam === selectedExam || attempt.status === 'NOT_ATTEMPTED' || seenTests.has(test.id)) continue;
    seenTests.add(test.id);
    let group = groups.get(test.exam);
    if (!group) {
      group = { exam: test.exam, label: exams.find((exam) => exam.key === test.exam)?.label ?? test.exam, rows: [] };
      groups.set(test.exam, group);
    }
    group.rows.push({ ...test, myAttempt: { id: attempt.id, status: attempt.status, rewrite: null } });
  }
  for (const group of groups.values()) group.rows.sort((a, b) => a.sequence - b.sequence);
  return [...groups.values()];
}

/** One page as myAttempts answers it. */
export type OffsetPage<T> = { items: T[]; total: number };

/**
 * Reads a limit/offset list to its end (a candidate may have more attempts than one page holds), `pageSize` at a
 * time. Stops at an empty page, once `total` is reached, or after `maxPages`, so a list that keeps growing or a
 * server that miscounts cannot keep the page loading forever.
 */
export async function readOffsetPages<T>(
  fetchPage: (limit: number, offset: number) => Promise<OffsetPage<T>>,
  pageSize = 100,
  maxPages = 50,
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 0; page < maxPages; page++) {
    const next = await fetchPage(pageSize, all.length);
    all.push(...next.items);
    if (next.items.length === 0 || all.length >= next.total) break;
  }
  return all;
}
