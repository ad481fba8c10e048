import type { Attempt } from '../attempt/attempt.ts';
import type { Profile } from '../profile/profile.ts';
import { isStaff } from '../profile/profile-rules.ts';
import type { HintKind, MockTest, TaskHint } from './mock-test.ts';

/** Headings of the hint kinds, as the candidate's hints panel and the grading screen show them. */
export const hintLabels: Record<HintKind, string> = {
  include: 'What to include',
  tone: 'Tone',
  closing: 'Closing',
  interpretation: 'Why it matters',
  rationale: 'Rationale for the changes',
  register: 'Register',
  content: 'Content',
};

/**
 * The hints of an attempt's tasks that `viewer` may read: staff always (tutors see what the candidate could have
 * read), the candidate only when the attempt was started with hints on. Exam conditions are the default.
 */
export function visibleHints(
  viewer: Pick<Profile, 'role'>,
  attempt: Pick<Attempt, 'withHints'>,
  test: Pick<MockTest, 'tasks'>,
): Array<{ taskKey: string; hints: TaskHint[] }> {
  if (!isStaff(viewer) && !attempt.withHints) return [];
  return test.tasks
    .filter((task) => (task.hints ?? []).length > 0)
    .map((task) => ({ taskKey: task.key, hints: (task.hints ?? []).map((hint) => ({ ...hint })) }));
}
