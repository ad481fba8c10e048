import { describe, expect, it } from 'vitest';
import type { MockTestRepository } from '../../application/catalog/ports.ts';
import { buildMockTest } from '../../application/testing/builders.ts';
import type { MockTest } from '../../domain/exam/mock-test.ts';
import { createMockTestMemory } from './cached-mock-test.repository.ts';

/** A repository over a list, counting the statements a database would run (one per exam listed). */
function countingRepository(tests: MockTest[]) {
  const counter = { reads: 0 };
  const repository: MockTestRepository = {
    listByExam: async (exam) => {
      counter.reads++;
      return tests.filter((test) => test.exam === exam);
    },
    findById: async (id) => {
      counter.reads++;
      return tests.find((test) => test.id === id) ?? null;
    },
    upsert: async (test) => {
      tests.push(test);
    },
  };
  return { repository, counter };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the question bank in memory', () => {
  it('after a transaction had to read it, serves the next transactions from memory', async () => {
    const test = buildMockTest({ id: 'mt-1', exam: 'IELTSAcademic', sequence: 1 });
    const source = countingRepository([test]);
    const transaction = countingRepository([test]);
    const bank = createMockTestMemory(source.repository);

    expect((await bank.writingThrough(transaction.repository).findById('mt-1'))?.id).toBe('mt-1');
    const firstLoad = transaction.counter.reads;
    expect(firstLoad).toBeGreaterThan(0);
    await settle();
    for (let n = 0; n < 5; n++) await bank.writingThrough(transaction.repository).findById('mt-1');
    expect(transaction.counter.reads).toBe(firstLoad);
  });

  it('keeps no empty bank: a process started before the seed reads it again until it is there', async () => {
    const tests: MockTest[] = [];
    const source = countingRepository(tests);
    const bank = createMockTestMemory(source.repository);
    await bank.preload();
    expect(await bank.repository.findById('mt-2')).toBeNull();

    tests.push(buildMockTest({ id: 'mt-2', exam: 'PTE', sequence: 1 }));
    expect((await bank.repository.findById('mt-2'))?.id).toBe('mt-2');
  });
});
