import type { CurrentProfile } from '../../../shared/auth/auth-context';
import { isNewUser } from '../../../shared/lib/new-user-flag';
import { readSelectedExam } from '../../../shared/lib/selected-exam';
import type { ProfileFormValues } from '../lib/profile-form';

export const scoreFields = [
  ['reading', 'Reading'],
  ['writing', 'Writing'],
  ['listening', 'Listening'],
  ['speaking', 'Speaking'],
] as const;

/** A new, unsubscribed candidate starts with the exam picked on /examselection before signing up (saved on Save). */
export function withChosenExam(form: ProfileFormValues, profile: CurrentProfile): ProfileFormValues {
  const chosen = readSelectedExam();
  if (!isNewUser() || profile.isSubscribed || !chosen) return form;
  return { ...form, selectedExam: chosen };
}
