import { describe, expect, it } from 'vitest';
import { startAttempt } from '../application/attempt/start-attempt.use-case.ts';
import { submitAttempt } from '../application/attempt/submit-attempt.use-case.ts';
import type { CoreDeps } from '../application/deps.ts';
import { amendEvaluation } from '../application/evaluation/amend-evaluation.use-case.ts';
import { publishEvaluation } from '../application/evaluation/publish-evaluation.use-case.ts';
import { buildEvaluationInput, buildMockTest, buildProfile } from '../application/testing/builders.ts';
import type { MockTest } from '../domain/exam/mock-test.ts';
import type { Profile } from '../domain/profile/profile.ts';
import { DomainError } from '../domain/shared/domain-error.ts';
import { raceTimeoutMs } from './race-timeout.ts';

// Two amends of one published evaluation at once (the same tutor in two tabs, or a double click), many rounds: the
// version numbers stay 1, 2, 3 ... without a gap or a duplicate, and the stored text is the winner's.

export const amendRaceRounds = 25;

/** Runs the amend races on the deps `makeDeps` builds (once per suite); evaluation deadlines must be far away. */
export function describeAmendRaces(name: string, makeDeps: () => Promise<CoreDeps>) {
  describe(`${name}: concurrent amends, ${amendRaceRounds} rounds each`, { timeout: raceTimeoutMs }, () => {
    let deps: CoreDeps;
    let test: MockTest;
    let tutor: Profile;

    const setup = async () => {
      if (deps) return;
      deps = await makeDeps();
      test = buildMockTest({ exam: 'IELTSAcademic', sequence: 1 });
      await deps.mockTests.upsert(test);
      tutor = buildProfile({ role: 'tutor', fullName: 'Tab Tutor' });
      await deps.profiles.save(tutor);
    };

    const publishedAttempt = async () => {
      const candidate = buildProfile();
      await deps.profiles.save(candidate);
      const attempt = await startAttempt(deps, { actor: candidate, mockTestId: test.id });
      const answers = test.tasks.map((task) => ({ taskKey: task.key, text: 'Bicycles ease traffic.' }));
      await submitAttempt(deps, { actor: candidate, attemptId: attempt.id, answers });
      await publishEvaluation(deps, { actor: tutor, attemptId: attempt.id, input: buildEvaluationInput(test) });
      return attempt.id;
    };

    const amend = (attemptId: string, basedOnVersion: number, feedback: string) =>
      amendEvaluation(deps, {
        actor: tutor,
        attemptId,
        basedOnVersion,
        input: buildEvaluationInput(test, { feedback }),
      });

    const outcome = async (promises: Promise<unknown>[]) => {
      const results = await Promise.allSettled(promises);
      return results.map((result) => {
        if (result.status === 'fulfilled') return 'ok';
        if (result.reason instanceof DomainError) return result.reason.code;
        throw result.reason;
      });
    };

    const storedVersions = async (attemptId: string) => {
      const evaluation = await deps.evaluations.findByAttemptId(attemptId);
      if (!evaluation) throw new Error('the evaluation is gone');
      return { evaluation, versions: await deps.evaluations.listVersions(evaluation.id) };
    };

    it('two tabs amending the same version: one wins as version 2, the other is a CONFLICT', async () => {
      await setup();
      for (let round = 0; round < amendRaceRounds; round++) {
        const attemptId = await publishedAttempt();
        const results = await outcome([amend(attemptId, 1, `tab A ${round}`), amend(attemptId, 1, `tab B ${round}`)]);
        expect(results.sort()).toEqual(['CONFLICT', 'ok']);
        const { evaluation, versions } = await storedVersions(attemptId);
        expect(versions.map((version) => version.number)).toEqual([1, 2]);
        expect(evaluation.feedback).toBe(versions[1]?.feedback);
        expect(versions[0]?.feedback).toBe(buildEvaluationInput(test).feedback);
      }
    });

    it('amends based on each new version in turn, fired together with stale ones, never skip or repeat a number', async () => {
      await setup();
      for (let round = 0; round < Math.ceil(amendRaceRounds / 5); round++) {
        const attemptId = await publishedAttempt();
        for (let based = 1; based <= 4; based++) {
          // Three tabs at once, all filled from the latest version: exactly one gets through.
          const results = await outcome([1, 2, 3].map((tab) => amend(attemptId, based, `v${based + 1} tab ${tab}`)));
          expect(results.filter((result) => result === 'ok')).toHaveLength(1);
          expect(results.filter((result) => result !== 'ok').every((code) => code === 'CONFLICT')).toBe(true);
        }
        const { versions } = await storedVersions(attemptId);
        expect(versions.map((version) => version.number)).toEqual([1, 2, 3, 4, 5]);
      }
    });
  });
}
