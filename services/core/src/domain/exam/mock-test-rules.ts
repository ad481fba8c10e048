import { DomainError } from '../shared/domain-error.ts';
import { writtenTasks } from './build-sentence.ts';
import { getExam, isExamKey } from './exam-catalogue.ts';
import type { MockTest } from './mock-test.ts';

/**
 * Checks a question-bank entry before it is stored: a known exam, a positive whole sequence, at least one task, task
 * keys taken from the exam's own writing tasks (so answers and rubric criteria line up) and the exam's current rubric
 * version (the only one the scoring rules implement).
 */
export function validateMockTest(test: MockTest): MockTest {
  const name = test.title || test.id || 'A mock test';
  if (!test.id) throw new DomainError('BAD_USER_INPUT', 'VALUE_REQUIRED', `${name} needs an id.`);
  if (!isExamKey(test.exam))
    throw new DomainError('BAD_USER_INPUT', 'UNKNOWN_VALUE', `${name}: unknown exam '${String(test.exam)}'.`);
  const exam = getExam(test.exam);
  if (!Number.isInteger(test.sequence) || test.sequence < 1) {
    throw new DomainError(
      'BAD_USER_INPUT',
      'VALIDATION_FAILED',
      `${name}: the sequence must be a whole number from 1.`,
    );
  }
  if (!test.title.trim())
    throw new DomainError('BAD_USER_INPUT', 'VALUE_REQUIRED', `Mock test ${test.id} needs a title.`);
  if (test.tasks.length === 0) throw new DomainError('BAD_USER_INPUT', 'VALUE_REQUIRED', `${name} has no task.`);
  const keys = new Set<string>();
  for (const task of test.tasks) {
    if (!exam.tasks.some((format) => format.key === task.key)) {
      const allowed = exam.tasks.map((format) => format.key).join(', ');
      throw new DomainError(
        'BAD_USER_INPUT',
        'UNKNOWN_VALUE',
        `${name}: task '${task.key}' is not a ${exam.label} writing task (expected one of ${allowed}).`,
      );
    }
    if (keys.has(task.key))
      throw new DomainError('BAD_USER_INPUT', 'VALIDATION_FAILED', `${name}: task '${task.key}' appears twice.`);
    keys.add(task.key);
    if (!Number.isFinite(task.minutes) || task.minutes <= 0) {
      throw new DomainError(
        'BAD_USER_INPUT',
        'VALIDATION_FAILED',
        `${name}: task '${task.key}' needs a positive number of minutes.`,
      );
    }
  }
  if (test.rubricVersion !== exam.rubric.version) {
    throw new DomainError(
      'BAD_USER_INPUT',
      'UNKNOWN_VALUE',
      `${name}: rubric version '${test.rubricVersion}' is not supported for ${exam.label} (expected '${exam.rubric.version}').`,
    );
  }
  return test;
}

/** The keys of the test's tasks, in the order the candidate sees them. */
export function testTaskKeys(test: MockTest): string[] {
  return test.tasks.map((task) => task.key);
}

/** The keys of the test's tasks answered in words (all but TOEFL's Build a Sentence): what a rewrite covers. */
export function writtenTaskKeys(test: MockTest): string[] {
  return writtenTasks(test.tasks).map((task) => task.key);
}
