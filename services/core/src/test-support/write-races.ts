import { describe, expect, it } from 'vitest';
import { saveDraft } from '../application/attempt/save-draft.use-case.ts';
import { startAttempt } from '../application/attempt/start-attempt.use-case.ts';
import { submitAttempt } from '../application/attempt/submit-attempt.use-case.ts';
import type { CoreDeps } from '../application/deps.ts';
import { claimAttempt } from '../application/evaluation/claim-attempt.use-case.ts';
import { handleDeadline } from '../application/evaluation/handle-deadline.use-case.ts';
import { publishEvaluation } from '../application/evaluation/publish-evaluation.use-case.ts';
import { saveEvaluation } from '../application/evaluation/save-evaluation.use-case.ts';
import { setPracticeWithHints } from '../application/profile/set-practice-with-hints.use-case.ts';
import { buildEvaluationInput, buildMockTest, buildProfile } from '../application/testing/builders.ts';
import type { Attempt } from '../domain/attempt/attempt.ts';
import type { MockTest } from '../domain/exam/mock-test.ts';
import type { Profile } from '../domain/profile/profile.ts';
import { DomainError } from '../domain/shared/domain-error.ts';
import { raceTimeoutMs } from './race-timeout.ts';

// The concurrent writes a real platform sees (an autosave in flight at Submit, double clicks, two tabs, two tutors),
// each fired many rounds against one set of deps: the in-memory fakes (unit), PostgreSQL and PGlite (integration).
// Each round is a fresh candidate and attempt, so one round cannot hide another's mistake.

export const raceRounds = 20;

/** What a race suite needs from the deps it runs on. */
export type RaceWorld = {
  deps: CoreDeps;
  /** Timer arms per attempt, recorded by a scheduler the world installs. */
  armed: Array<{ attemptId: string; at: Date }>;
  /** Mails queued to this address (the outbox). */
  mailsTo(email: string): Promise<number>;
  /** Lets `seconds` pass (the fakes move their clock; real deps sleep). */
  passTime(seconds: number): Promise<void>;
};

const answers = (task1: string, task2: string) => [
  { taskKey: 'task1', text: task1 },
  { taskKey: 'task2', text: task2 },
];

/** Settles every promise; returns the values and the domain errors' codes (anything else fails the test). */
async function settle<T>(promises: Promise<T>[]): Promise<{ values: T[]; codes: string[] }> {
  const results = await Promise.allSettled(promises);
  const values: T[] = [];
  const codes: string[] = [];
  for (const result of results) {
    if (result.status === 'fulfilled') values.push(result.value);
    else if (result.reason instanceof DomainError) codes.push(result.reason.code);
    else throw result.reason;
  }
  return { values, codes };
}

/** Runs the race suite against the world `makeWorld` builds (once per suite). */
export function describeWriteRaces(name: string, makeWorld: () => Promise<RaceWorld & { close?(): Promise<void> }>) {
  describe(`${name}: concurrent writes, ${raceRounds} rounds each`, { timeout: raceTimeoutMs }, () => {
    let w: RaceWorld & { close?(): Promise<void> };
    let test: MockTest;
    let staff: { tutor: Profile; otherTutor: Profile; admin: Profile };

    const setup = async () => {
      if (w) return;
      w = await makeWorld();
      test = buildMockTest({ exam: 'IELTSAcademic', sequence: 1 });
      await w.deps.mockTests.upsert(test);
      staff = {
        tutor: buildProfile({ role: 'tutor', fullName: 'Tutor One' }),
        otherTutor: buildProfile({ role: 'tutor', fullName: 'Tutor Two' }),
        admin: buildProfile({ role: 'admin', fullName: 'Admin' }),
      };
      for (const profile of Object.values(staff)) await w.deps.profiles.save(profile);
    };

    const newCandidate = async () => {
      const candidate = buildProfile();
      await w.deps.profiles.save(candidate);
      return candidate;
    };

    const startedAttempt = async () => {
      const candidate = await newCandidate();
      const attempt = await startAttempt(w.deps, { actor: candidate, mockTestId: test.id });
      return { candidate, attempt };
    };

    const submittedAttempt = async () => {
      const { candidate, attempt } = await startedAttempt();
      const submitted = await submitAttempt(w.deps, {
        actor: candidate,
        attemptId: attempt.id,
        answers: answers('A chart summary.', 'An essay.'),
      });
      return { candidate, attempt: submitted };
    };

    it('a submit racing an autosave always wins: stored submitted, with what the submit acknowledged', async () => {
      await setup();
      for (let round = 0; round < raceRounds; round++) {
        const { candidate, attempt } = await startedAttempt();
        const actor = candidate;
        const draft = saveDraft(w.deps, { actor, attemptId: attempt.id, answers: answers(`draft ${round}`, 'draft') });
        const submit = submitAttempt(w.deps, {
          actor,
          attemptId: attempt.id,
          answers: answers(`final ${round}`, 'final'),
        });
        const [draftResult, submitted] = await Promise.allSettled([draft, submit]);
        if (draftResult.status === 'rejected') expect(draftResult.reason).toMatchObject({ code: 'CONFLICT' });
        expect(submitted.status).toBe('fulfilled');
        const stored = await w.deps.attempts.findById(attempt.id);
        expect(stored?.status).toBe('Submitted');
        expect(stored?.answers).toEqual(answers(`final ${round}`, 'final'));
        if (submitted.status === 'fulfilled') expect(submitted.value).toEqual(stored);
        // A draft arriving after the submit is refused, however late.
        await expect(
          saveDraft(w.deps, { actor, attemptId: attempt.id, answers: answers('late', 'late') }),
        ).rejects.toMatchObject({ code: 'CONFLICT' });
      }
    });

    it('20 concurrent submits store one submission; every acknowledgement is exactly what is stored', async () => {
      await setup();
      for (let round = 0; round < raceRounds; round++) {
        const { candidate, attempt } = await startedAttempt();
        const { values, codes } = await settle(
          Array.from({ length: 20 }, (_, i) =>
            submitAttempt(w.deps, { actor: candidate, attemptId: attempt.id, answers: answers(`try ${i}`, 'x') }),
          ),
        );
        expect(codes).toEqual([]);
        const stored = await w.deps.attempts.findById(attempt.id);
        for (const acknowledged of values) expect(acknowledged).toEqual(stored);
        const deadlineArms = w.armed.filter((arm) => arm.attemptId === attempt.id && isDeadline(arm, stored));
        expect(deadlineArms).toHaveLength(1);
      }
    });

    it('two tabs saving different tasks at once keep both texts', async () => {
      await setup();
      for (let round = 0; round < raceRounds; round++) {
        const { candidate, attempt } = await startedAttempt();
        const save = (taskKey: string, text: string) =>
          saveDraft(w.deps, { actor: candidate, attemptId: attempt.id, answers: [{ taskKey, text }] });
        await Promise.all([save('task1', `chart ${round}`), save('task2', `essay ${round}`)]);
        expect((await w.deps.attempts.findById(attempt.id))?.answers).toEqual(
          answers(`chart ${round}`, `essay ${round}`),
        );
      }
    });

    it('of two tutors claiming one answer at once, one wins and the other is told CONFLICT', async () => {
      await setup();
      for (let round = 0; round < raceRounds; round++) {
        const { attempt } = await submittedAttempt();
        const { values, codes } = await settle([
          claimAttempt(w.deps, { actor: staff.tutor, attemptId: attempt.id }),
          claimAttempt(w.deps, { actor: staff.otherTutor, attemptId: attempt.id }),
        ]);
        expect(values).toHaveLength(1);
        expect(codes).toEqual(['CONFLICT']);
        const stored = await w.deps.attempts.findById(attempt.id);
        expect(stored?.claimedBy).toBe(values[0]?.attempt.claimedBy);
      }
    });

    it('an admin takeover is recorded with who held the answer before', async () => {
      await setup();
      const { attempt } = await submittedAttempt();
      await claimAttempt(w.deps, { actor: staff.tutor, attemptId: attempt.id });
      await claimAttempt(w.deps, { actor: staff.admin, attemptId: attempt.id });
      expect(await w.deps.attempts.findById(attempt.id)).toMatchObject({
        claimedBy: staff.admin.id,
        takenOverFrom: staff.tutor.id,
      });
    });

    it('a publish racing a draft save of the same evaluation stays published', async () => {
      await setup();
      for (let round = 0; round < raceRounds; round++) {
        const { attempt } = await submittedAttempt();
        const input = buildEvaluationInput(test);
        await claimAttempt(w.deps, { actor: staff.tutor, attemptId: attempt.id });
        const [saved, published] = await Promise.allSettled([
          saveEvaluation(w.deps, {
            actor: staff.tutor,
            attemptId: attempt.id,
            input: { ...input, feedback: 'draft' },
          }),
          publishEvaluation(w.deps, { actor: staff.tutor, attemptId: attempt.id, input }),
        ]);
        if (saved.status === 'rejected') expect(saved.reason).toMatchObject({ code: 'CONFLICT' });
        expect(published.status).toBe('fulfilled');
        const stored = await w.deps.evaluations.findByAttemptId(attempt.id);
        expect(stored?.publishedAt).not.toBeNull();
        expect(stored?.feedback).toBe(input.feedback);
      }
    });

    it('a double publish after the deadline (and the deadline job at once) releases once and mails once', async () => {
      await setup();
      const prepared: Array<{ candidate: Profile; attempt: Attempt }> = [];
      for (let round = 0; round < raceRounds; round++) prepared.push(await submittedAttempt());
      const latest = Math.max(...prepared.map(({ attempt }) => attempt.deadlineAt?.getTime() ?? 0));
      await w.passTime(Math.max(0, (latest - w.deps.clock.now().getTime()) / 1000) + 0.05);
      for (const { candidate, attempt } of prepared) {
        const input = buildEvaluationInput(test);
        const publish = () => publishEvaluation(w.deps, { actor: staff.tutor, attemptId: attempt.id, input });
        const { values, codes } = await settle<unknown>([
          publish(),
          publish(),
          handleDeadline(w.deps, { attemptId: attempt.id }),
        ]);
        expect(codes).toEqual(['CONFLICT']);
        expect(values).toHaveLength(2);
        expect((await w.deps.attempts.findById(attempt.id))?.status).toBe('EvaluationDone');
        // The evaluation-ready mail once, after the apology when the deadline job came first.
        expect(await w.mailsTo(candidate.email)).toBe(values.includes('overdue') ? 2 : 1);
      }
    });

    it('a missed deadline handled twice at once credits one extra test, mails one apology and alerts the admin once', async () => {
      await setup();
      const prepared: Array<{ candidate: Profile; attempt: Attempt }> = [];
      for (let round = 0; round < raceRounds; round++) prepared.push(await submittedAttempt());
      const latest = Math.max(...prepared.map(({ attempt }) => attempt.deadlineAt?.getTime() ?? 0));
      await w.passTime(Math.max(0, (latest - w.deps.clock.now().getTime()) / 1000) + 0.05);
      const adminAlertsBefore = await w.mailsTo(staff.admin.email);
      for (const { candidate, attempt } of prepared) {
        const { values, codes } = await settle([
          handleDeadline(w.deps, { attemptId: attempt.id }),
          handleDeadline(w.deps, { attemptId: attempt.id }),
        ]);
        expect(codes).toEqual([]);
        expect(values.sort()).toEqual(['overdue', 'skipped']);
        expect((await w.deps.profiles.findByUserId(candidate.userId))?.extraTests).toBe(1);
        expect(await w.mailsTo(candidate.email)).toBe(1);
      }
      // One alert per late answer to the admin.
      expect(await w.mailsTo(staff.admin.email)).toBe(adminAlertsBefore + raceRounds);
      // The credit is real: a candidate without a plan may now start a second test of their exam.
      const [first] = prepared;
      if (!first) throw new Error('no rounds');
      const second = buildMockTest({ exam: first.candidate.selectedExam, sequence: 2 });
      await w.deps.mockTests.upsert(second);
      const credited = await w.deps.profiles.findByUserId(first.candidate.userId);
      if (!credited) throw new Error('profile missing');
      await expect(startAttempt(w.deps, { actor: first.candidate, mockTestId: second.id })).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
      expect((await startAttempt(w.deps, { actor: credited, mockTestId: second.id })).status).toBe('InProgress');
      // A profile edit saved afterwards never takes the credit back.
      await w.deps.profiles.save({ ...credited, fullName: 'Renamed', extraTests: 0 });
      expect(await w.deps.profiles.findByUserId(credited.userId)).toMatchObject({ fullName: 'Renamed', extraTests: 1 });
    });

    it('the "Practice with hints" switch raced by a profile edit stays as set, and the next start records it', async () => {
      await setup();
      for (let round = 0; round < raceRounds; round++) {
        const candidate = await newCandidate();
        const { codes } = await settle([
          setPracticeWithHints(w.deps, { actor: candidate, on: true }).then(() => undefined),
          w.deps.profiles.save({ ...candidate, fullName: `Edited ${round}` }),
        ]);
        expect(codes).toEqual([]);
        const stored = await w.deps.profiles.findByUserId(candidate.userId);
        expect(stored).toMatchObject({ fullName: `Edited ${round}`, practiceWithHints: true });
        if (!stored) throw new Error('profile missing');
        const attempt = await startAttempt(w.deps, { actor: stored, mockTestId: test.id });
        expect((await w.deps.attempts.findById(attempt.id))?.withHints).toBe(true);
      }
    });

    it('a tutor cannot open, claim or grade their own answer, nor an answer still being written', async () => {
      await setup();
      const tutorAsCandidate = staff.tutor;
      const own = await startAttempt(w.deps, { actor: tutorAsCandidate, mockTestId: test.id });
      const input = buildEvaluationInput(test);
      await expect(claimAttempt(w.deps, { actor: staff.tutor, attemptId: own.id })).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
      await expect(publishEvaluation(w.deps, { actor: staff.tutor, attemptId: own.id, input })).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
      await expect(claimAttempt(w.deps, { actor: staff.otherTutor, attemptId: own.id })).rejects.toMatchObject({
        code: 'CONFLICT',
      });
      await submitAttempt(w.deps, { actor: tutorAsCandidate, attemptId: own.id, answers: answers('a', 'b') });
      await expect(saveEvaluation(w.deps, { actor: staff.tutor, attemptId: own.id, input })).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
      expect((await claimAttempt(w.deps, { actor: staff.otherTutor, attemptId: own.id })).attempt.claimedBy).toBe(
        staff.otherTutor.id,
      );
    });
  });

  /** A timer armed at the attempt's evaluation deadline (rather than its closing time). */
  function isDeadline(arm: { at: Date }, stored: Attempt | null): boolean {
    return stored?.deadlineAt !== null && arm.at.getTime() === stored?.deadlineAt?.getTime();
  }
}
