import type { Attempt } from '../../domain/attempt/attempt.ts';
import { closesAt } from '../../domain/attempt/attempt-rules.ts';
import type { Evaluation } from '../../domain/evaluation/evaluation.ts';
import type { EvaluationVersion } from '../../domain/evaluation/evaluation-version.ts';
import type { ExamKey } from '../../domain/exam/exam.ts';
import type { MockTest } from '../../domain/exam/mock-test.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { AttemptRepository } from '../attempt/ports.ts';
import type { MockTestRepository } from '../catalog/ports.ts';
import type { EvaluationRepository } from '../evaluation/ports.ts';
import type { ProfileRepository } from '../profile/ports.ts';
import { copy, paginate, type Restorable, requireVersion, snapshotOf } from './in-memory-support.ts';

// The core repositories in memory: profiles, mock tests, attempts, evaluations, with the tables' conditional writes.

export type InMemoryProfileRepository = ProfileRepository & Restorable & { all(): Profile[] };

/** Profiles keyed by id; a second profile for the same identity uid is refused like the unique index would. */
export function createInMemoryProfileRepository(initial: Profile[] = []): InMemoryProfileRepository {
  const rows = new Map<string, Profile>();
  const repository: InMemoryProfileRepository = {
    findByUserId: async (userId) => copy([...rows.values()].find((row) => row.userId === userId) ?? null),
    findById: async (id) => copy(rows.get(id) ?? null),
    findByEmail: async (email) => copy([...rows.values()].find((row) => row.email === email) ?? null),
    // The fake transaction runs one at a time, which holds every row as a lock would.
    findByIdForUpdate: async (id) => copy(rows.get(id) ?? null),
    findByUserIdForUpdate: async (userId) => copy([...rows.values()].find((row) => row.userId === userId) ?? null),
    save: async (profile) => {
      const clash = [...rows.values()].find((row) => row.userId === profile.userId && row.id !== profile.id);
      if (clash) throw new Error(`duplicate key: a profile for user ${profile.userId} already exists`);
      // Like the database: a save never changes the credited extra tests.
      const stored = rows.get(profile.id);
      rows.set(
        profile.id,
        copy({
          ...profile,
          extraTests: stored?.extraTests ?? profile.extraTests,
          practiceWithHints: stored?.practiceWithHints ?? profile.practiceWithHints,
        }),
      );
    },
    listByRole: async (role) =>
      [...rows.values()]
        .filter((row) => row.role === role)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .map(copy),
    addExtraTest: async (userId) => {
      const row = [...rows.values()].find((candidate) => candidate.userId === userId);
      if (!row) throw new Error(`no profile for user ${userId}`);
      row.extraTests += 1;
    },
    setPracticeWithHints: async (userId, on) => {
      const row = [...rows.values()].find((candidate) => candidate.userId === userId);
      if (!row) throw new Error(`no profile for user ${userId}`);
      row.practiceWithHints = on;
    },
    all: () => [...rows.values()].map(copy),
    snapshot: () => snapshotOf(rows),
  };
  for (const profile of initial) rows.set(profile.id, copy(profile));
  return repository;
}

export type InMemoryMockTestRepository = MockTestRepository & { all(): MockTest[] };

/** The question bank in memory. */
export function createInMemoryMockTestRepository(initial: MockTest[] = []): InMemoryMockTestRepository {
  const rows = new Map<string, MockTest>(initial.map((test) => [test.id, copy(test)]));
  return {
    listByExam: async (exam: ExamKey) =>
      [...rows.values()]
        .filter((row) => row.exam === exam)
        .sort((a, b) => a.sequence - b.sequence)
        .map(copy),
    findById: async (id) => copy(rows.get(id) ?? null),
    upsert: async (test) => {
      rows.set(test.id, copy(test));
    },
    all: () => [...rows.values()].map(copy),
  };
}

export type InMemoryAttemptRepository = AttemptRepository & Restorable & { all(): Attempt[] };

const deadlineOrder = (a: Attempt, b: Attempt) =>
  (a.deadlineAt?.getTime() ?? Number.POSITIVE_INFINITY) - (b.deadlineAt?.getTime() ?? Number.POSITIVE_INFINITY) ||
  (a.submittedAt?.getTime() ?? 0) - (b.submittedAt?.getTime() ?? 0);

/** Attempts with the queries of the port; one attempt per (user, test), like the unique index. */
export function createInMemoryAttemptRepository(initial: Attempt[] = []): InMemoryAttemptRepository {
  const rows = new Map<string, Attempt>(initial.map((attempt) => [attempt.id, copy(attempt)]));
  const unhandled = () =>
    [...rows.values()].filter(
      (row) => row.status === 'Submitted' && row.deadlineAt !== null && row.deadlineHandledAt === null,
    );
  const inProgress = () =>
    [...rows.values()].filter((row) => row.status === 'NotAttempted' || row.status === 'InProgress');
  const closingDue = (row: Attempt, now: Date, grace: number) => closesAt(row, grace).getTime() <= now.getTime();
  const ofUserAndTest = (userId: string, mockTestId: string) =>
    copy([...rows.values()].find((row) => row.userId === userId && row.mockTestId === mockTestId) ?? null);
  return {
    findById: async (id) => copy(rows.get(id) ?? null),
    // Always what is stored: the fake keeps no copies of its own.
    findForChange: async (id) => copy(rows.get(id) ?? null),
    // The fake transaction runs one at a time, which holds every row as a lock would.
    findByIdForUpdate: async (id) => copy(rows.get(id) ?? null),
    findByUserAndTest: async (userId, mockTestId) => ofUserAndTest(userId, mockTestId),
    findForChangeOf: async (userId, mockTestId) => ofUserAndTest(userId, mockTestId),
    listByUser: async (userId, page) =>
      paginate(
        [...rows.values()]
          .filter((row) => row.userId === userId)
          .sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime()),
        page,
      ),
    listAwaitingEvaluation: async (page) =>
      paginate([...rows.values()].filter((row) => row.status === 'Submitted').sort(deadlineOrder), page),
    listDueTimers: async (now, grace, page) =>
      [
        ...inProgress().filter((row) => closingDue(row, now, grace)),
        ...unhandled().filter((row) => (row.deadlineAt?.getTime() ?? 0) <= now.getTime()),
      ]
        .filter((row) => page.afterId === undefined || row.id > page.afterId)
        .sort((a, b) => (a.id < b.id ? -1 : 1))
        .slice(0, page.limit)
        .map(copy),
    listPendingTimers: async (now, grace, page) =>
      [
        ...inProgress().filter((row) => !closingDue(row, now, grace)),
        ...unhandled().filter((row) => (row.deadlineAt?.getTime() ?? 0) > now.getTime()),
      ]
        .filter((row) => page.afterId === undefined || row.id > page.afterId)
        .sort((a, b) => (a.id < b.id ? -1 : 1))
        .slice(0, page.limit)
        .map(copy),
    insert: async (attempt) => {
      const clash = [...rows.values()].find(
        (row) => row.id === attempt.id || (row.userId === attempt.userId && row.mockTestId === attempt.mockTestId),
      );
      if (clash)
        throw new Error(`duplicate key: user ${attempt.userId} already has an attempt at ${attempt.mockTestId}`);
      rows.set(attempt.id, copy(attempt));
      return copy(attempt);
    },
    update: async (attempt) => {
      requireVersion(rows.get(attempt.id), attempt.version, 'answer');
      const stored = { ...copy(attempt), version: attempt.version + 1 };
      rows.set(attempt.id, stored);
      return copy(stored);
    },
    all: () => [...rows.values()].map(copy),
    snapshot: () => snapshotOf(rows),
  };
}

export type InMemoryEvaluationRepository = EvaluationRepository & Restorable & { all(): Evaluation[] };

/** Evaluations, one per attempt. */
export function createInMemoryEvaluationRepository(initial: Evaluation[] = []): InMemoryEvaluationRepository {
  const rows = new Map<string, Evaluation>(initial.map((evaluation) => [evaluation.id, copy(evaluation)]));
  const versions = new Map<string, EvaluationVersion>();
  return {
    findByAttemptId: async (attemptId) => copy([...rows.values()].find((row) => row.attemptId === attemptId) ?? null),
    insert: async (evaluation) => {
      const clash = [...rows.values()].find(
        (row) => row.attemptId === evaluation.attemptId || row.id === evaluation.id,
      );
      if (clash) throw new Error(`duplicate key: attempt ${evaluation.attemptId} already has an evaluation`);
      rows.set(evaluation.id, copy(evaluation));
      return copy(evaluation);
    },
    update: async (evaluation) => {
      requireVersion(rows.get(evaluation.id), evaluation.version, 'evaluation');
      const stored = { ...copy(evaluation), version: evaluation.version + 1 };
      rows.set(evaluation.id, stored);
      return copy(stored);
    },
    listVersions: async (evaluationId) =>
      [...versions.values()]
        .filter((version) => version.evaluationId === evaluationId)
        .sort((a, b) => a.number - b.number)
        .map(copy),
    insertVersion: async (version) => {
      const clash = [...versions.values()].find(
        (row) => row.id === version.id || (row.evaluationId === version.evaluationId && row.number === version.number),
      );
      if (clash)
        throw new DomainError('CONFLICT', 'ALREADY_EXISTS', 'This evaluation version clashes with an existing one.');
      versions.set(version.id, copy(version));
    },
    all: () => [...rows.values()].map(copy),
    snapshot: () => {
      const restoreRows = snapshotOf(rows);
      const restoreVersions = snapshotOf(versions);
      return () => {
        restoreRows();
        restoreVersions();
      };
    },
  };
}
