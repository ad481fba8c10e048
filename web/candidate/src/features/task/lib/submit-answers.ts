import type { DraftAutosave } from './draft-autosave';
import type { Answers } from './draft-storage';
import type { SubmitFailure } from './submit-failure';

export type SubmitOutcome<T> =
  | { kind: 'submitted'; attempt: T }
  /** The server had closed the attempt already; what it stored is the answer now. */
  | { kind: 'closed'; error: unknown }
  | { kind: 'failed'; error: unknown; failure: SubmitFailure }
  | { kind: 'cancelled' };

export type SubmitRetry = {
  /** Pause before each further try; the last one repeats. */
  delaysMs: readonly number[];
  wait: (ms: number) => Promise<void>;
  /** Called before each pause, so the screen can say the answer is still being sent. */
  onRetry: (error: unknown, tries: number) => void;
  /** The screen went away: stop trying. */
  cancelled: () => boolean;
};

type SubmitAnswersInput<T> = {
  autosave: Pick<DraftAutosave, 'close'>;
  /** The text on screen, read when the submit is sent (after the autosave has settled). */
  answers: () => Answers;
  send: (answers: Answers) => Promise<T>;
  classify: (error: unknown) => SubmitFailure;
  /** Given at time-up: passing faults are tried again until the server answers. */
  retry?: SubmitRetry;
};

/**
 * Submits the text on screen after the autosave has stopped and a save already sent has settled, so no draft can
 * reach the server after the submit.
 */
export async function submitAnswers<T>(input: SubmitAnswersInput<T>): Promise<SubmitOutcome<T>> {
  const { retry } = input;
  await input.autosave.close();
  for (let tries = 1; ; tries += 1) {
    if (retry?.cancelled()) return { kind: 'cancelled' };
    try {
      return { kind: 'submitted', attempt: await input.send(input.answers()) };
    } catch (error) {
      const failure = input.classify(error);
      if (failure === 'closed') return { kind: 'closed', error };
      if (failure === 'refused' || !retry) return { kind: 'failed', error, failure };
      retry.onRetry(error, tries);
      const delays = retry.delaysMs;
      await retry.wait(delays[Math.min(tries - 1, delays.length - 1)] ?? 0);
    }
  }
}
