import type { Profile } from '../../domain/profile/profile.ts';
import type { Rewrite } from '../../domain/rewrite/rewrite.ts';
import { startRewrite as openRewrite } from '../../domain/rewrite/rewrite-rules.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';
import { clockKnobsFor } from '../test-clock/clock-knobs.ts';
import { armRewriteTimer } from './rewrite-timer.ts';

/**
 * Starts the candidate's one rewrite of an evaluated answer (after its release; no test of the plan is used). Of two
 * starts at once, the unique key lets one through; the other is refused like any second rewrite.
 */
export async function startRewrite(
  deps: Pick<
    CoreDeps,
    | 'attempts'
    | 'clock'
    | 'escalationTimers'
    | 'evaluations'
    | 'ids'
    | 'mockTests'
    | 'rewrites'
    | 'settings'
    | 'testClocks'
  >,
  input: { actor: Profile; attemptId: string },
): Promise<Rewrite> {
  const original = await deps.attempts.findById(input.attemptId);
  if (!original) throw new DomainError('NOT_FOUND', 'NOT_FOUND', 'This attempt does not exist.');
  if (original.userId !== input.actor.userId) {
    throw new DomainError('FORBIDDEN', 'NOT_OWNER', 'Only the candidate who wrote this answer can rewrite it.');
  }
  const [evaluation, existing, test] = await Promise.all([
    deps.evaluations.findByAttemptId(original.id),
    deps.rewrites.findByOriginalAttemptId(original.id),
    deps.mockTests.findById(original.mockTestId),
  ]);
  if (!test) throw new DomainError('NOT_FOUND', 'NOT_FOUND', 'This mock test does not exist.');
  const knobs = await clockKnobsFor(deps, input.actor.userId);
  const rewrite = openRewrite({
    id: deps.ids.newId(),
    actorUserId: input.actor.userId,
    original,
    evaluation,
    existing,
    test,
    now: deps.clock.now(),
    writingSecondsOverride: knobs.writingSecondsOverride,
  });
  let stored: Rewrite;
  try {
    stored = await deps.rewrites.insert(rewrite);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'CONFLICT') {
      throw new DomainError(
        'CONFLICT',
        'ALREADY_REWRITTEN',
        'You have already rewritten this answer: each evaluated answer has one rewrite.',
      );
    }
    throw error;
  }
  // Closed by the server at its time-up if the candidate never submits it.
  await armRewriteTimer(deps, stored);
  return stored;
}
