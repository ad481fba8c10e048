import { z } from 'zod';
import type { Education, ExamKey, UpdateProfileInput } from '../../../gql/graphql';
import type { CurrentProfile } from '../../../shared/auth/auth-context';

// The server refuses control characters and more than 200 characters; saying so here keeps the form's answer at once.
const fullName = z
  .string()
  .refine((value) => !/\p{Cc}/u.test(value), 'Type your name on one line, without tabs or special characters.')
  .transform((value) => value.replace(/\s+/gu, ' ').trim())
  .pipe(z.string().min(1, 'Enter your name.').max(200, 'Your name may be at most 200 characters.'));

// A desired score is free text ('7', '6.5', '350'): trimmed, and short enough to be a score.
const desiredScore = z.string().trim().max(8, 'Write a score, such as 7 or 6.5.');

/** The Edit Profile form: what it holds and what a valid form is. */
export const profileFormSchema = z.object({
  fullName,
  selectedExam: z.custom<ExamKey>((value) => typeof value === 'string' && value !== '', 'Choose your target exam.'),
  country: z.string(),
  education: z.custom<Education>((value) => typeof value === 'string' && value !== ''),
  destination: z.string().min(1, 'Choose your destination country.'),
  reading: desiredScore,
  writing: desiredScore,
  listening: desiredScore,
  speaking: desiredScore,
});

export type ProfileFormValues = z.input<typeof profileFormSchema>;

/** The form's values for a stored profile (defaults: education BD, destination AU). */
export function profileFormValues(profile: CurrentProfile): ProfileFormValues {
  return {
    fullName: profile.fullName,
    selectedExam: profile.selectedExam,
    country: profile.country ?? '',
    education: profile.education ?? 'BD',
    destination: profile.destination || 'AU',
    reading: profile.targetScore.reading,
    writing: profile.targetScore.writing,
    listening: profile.targetScore.listening,
    speaking: profile.targetScore.speaking,
  };
}

/**
 * The update to send; the name and the target exam only when they changed (a subscribed user may not change the
 * exam).
 */
export function toUpdateInput(values: ProfileFormValues, profile: CurrentProfile): UpdateProfileInput {
  const fullName = values.fullName.replace(/\s+/gu, ' ').trim();
  return {
    ...(fullName !== profile.fullName ? { fullName } : {}),
    ...(values.selectedExam !== profile.selectedExam ? { selectedExam: values.selectedExam } : {}),
    ...(values.country ? { country: values.country } : {}),
    education: values.education,
    destination: values.destination,
    targetScore: {
      reading: values.reading,
      writing: values.writing,
      listening: values.listening,
      speaking: values.speaking,
    },
  };
}
