import type { Answer } from '../../domain/attempt/attempt.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { Rewrite } from '../../domain/rewrite/rewrite.ts';
import { saveRewriteDraft as saveDraft } from '../../domain/rewrite/rewrite-rules.ts';
import type { CoreDeps } from '../deps.ts';
import { changeOwnRewrite } from './change-own-rewrite.ts';

/** Autosaves the caller's rewrite in progress. */
export function saveRewriteDraft(
  deps: Pick<CoreDeps, 'clock' | 'mockTests' | 'rewrites' | 'settings'>,
  input: { actor: Profile; rewriteId: string; answers: Answer[] },
): Promise<Rewrite> {
  return changeOwnRewrite(deps, input, (rewrite, taskKeys) =>
    saveDraft(rewrite, input.answers, deps.clock.now(), taskKeys, deps.settings.timeUpGraceSeconds),
  );
}
