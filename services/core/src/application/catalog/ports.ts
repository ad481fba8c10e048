import type { ExamKey } from '../../domain/exam/exam.ts';
import type { MockTest } from '../../domain/exam/mock-test.ts';

/** The question bank. */
export type MockTestRepository = {
  listByExam(exam: ExamKey): Promise<MockTest[]>;
  findById(id: string): Promise<MockTest | null>;
  /** Inserts or updates by id (the seed step is idempotent). */
  upsert(test: MockTest): Promise<void>;
};
