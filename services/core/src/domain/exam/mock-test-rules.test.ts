import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/domain-error.ts';
import type { MockTest } from './mock-test.ts';
import { testTaskKeys, validateMockTest } from './mock-test-rules.ts';

function pteTest(overrides: Partial<MockTest> = {}): MockTest {
  return {
    id: 'pte-4',
    exam: 'PTE',
    sequence: 4,
    title: 'PTE Writing Test 4',
    type: 'writing2',
    rubricVersion: 'pte-2025-08',
    tasks: [
      { key: 'summary', title: 'Summarize', instructions: 'One sentence.', prompt: 'Coral reefs...', minutes: 10 },
      { key: 'essay', title: 'Essay', instructions: '200-300 words.', prompt: 'Cities should...', minutes: 20 },
    ],
    ...overrides,
  };
}

function messageOf(test: MockTest): string {
  try {
    validateMockTest(test);
  } catch (error) {
    if (error instanceof DomainError) return error.message;
    throw error;
  }
  return 'valid';
}

describe('mock test checks', () => {
  it('accepts a test that follows its exam', () => {
    expect(validateMockTest(pteTest())).toEqual(pteTest());
    expect(testTaskKeys(pteTest())).toEqual(['summary', 'essay']);
  });

  it("refuses tasks that are not the exam's writing tasks", () => {
    const task = { key: 'task1', title: 'T', instructions: '', prompt: 'p', minutes: 20 };
    expect(messageOf(pteTest({ tasks: [task] }))).toBe(
      "PTE Writing Test 4: task 'task1' is not a PTE writing task (expected one of summary, essay).",
    );
  });

  it('refuses a task listed twice, no task, or no minutes', () => {
    const [summary] = pteTest().tasks;
    if (!summary) throw new Error('fixture');
    expect(messageOf(pteTest({ tasks: [summary, summary] }))).toContain("task 'summary' appears twice");
    expect(messageOf(pteTest({ tasks: [] }))).toBe('PTE Writing Test 4 has no task.');
    expect(messageOf(pteTest({ tasks: [{ ...summary, minutes: 0 }] }))).toContain('positive number of minutes');
  });

  it('refuses a sequence below 1 or not whole', () => {
    expect(messageOf(pteTest({ sequence: 0 }))).toContain('sequence');
    expect(messageOf(pteTest({ sequence: 1.5 }))).toContain('sequence');
  });

  it('refuses an unknown exam and a rubric version the scoring rules do not implement', () => {
    expect(messageOf(pteTest({ exam: 'GRE' as never }))).toContain("unknown exam 'GRE'");
    expect(messageOf(pteTest({ rubricVersion: 'pte-2019' }))).toBe(
      "PTE Writing Test 4: rubric version 'pte-2019' is not supported for PTE (expected 'pte-2025-08').",
    );
  });
});
