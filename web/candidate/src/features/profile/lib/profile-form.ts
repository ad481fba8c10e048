import { z } from 'zod';
import type { Education, ExamKey, UpdateProfileInput } from '../../../gql/graphql';
import type { CurrentProfile } from '../../../shared/auth/auth-context';

// The server refuses control characters and more than 200 characters; saying so here keeps the form's answer at once.
const fullName = z
  .string()
  .refine((value) => !/\p{Cc}/u.test(value), 'Type your name on one line, without tabs or special characters.')
  .transform((value) => value.replace(/\s+/gu, ' ').trim())
  .pipe(z.string().min(1, 'Enter your name.').max(200, 'Your name may be at most 200 characters.'));

// A desired score ('7', '6.5', '350', 'B'): trimmed and short enough to be a score here; the server checks it against
// the exam's scale (shown beside the fields) and its message is put under the field at fault.
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

export const desiredScoreSkills = ['reading', 'writing', 'listening', 'speaking'] as const;
export type DesiredScoreSkill = (typeof desiredScoreSkills)[number];

/** The stored desired scores for `exam` (desired scores are kept per exam); empty when none were given. */
export function desiredScoresFor(profile: CurrentProfile, exam: ExamKey): Record<DesiredScoreSkill, string> {
  const stored = profile.targetScores.find((target) => target.exam === exam);
  return {
    reading: stored?.reading ?? '',
    writing: stored?.writing ?? '',
    listening: stored?.listening ?? '',
    speaking: stored?.speaking ?? '',
  };
}

/** The scale desired scores for `exam` are written in, as the server words it ('' for an exam it does not list). */
export function desiredScoreScale(profile: CurrentProfile, exam: ExamKey): string {
  return profile.targetScores.find((target) => target.exam === exam)?.scale ?? '';
}

/** The skill a server message about a desired score is about ('The desired writing score for IELTS ...'), if any. */
export function desiredScoreFieldOf(message: string): DesiredScoreSkill | null {
  const match = /\bdesired (reading|writing|listening|speaking) score\b/u.exec(message);
  return match ? (match[1] as DesiredScoreSkill) : null;
}

/** The form's values for a stored profile (defaults: education BD, destination AU), with the selected exam's scores. */
export function profileFormValues(profile: CurrentProfile): ProfileFormValues {
  return {
    fullName: profile.fullName,
    selectedExam: profile.selectedExam,
    country: profile.country ?? '',
    education: profile.education ?? 'BD',
    destination: profile.destination || 'AU',
    ...desiredScoresFor(profile, profile.selectedExam),
  };
}

/**
 * The update to send; the name and the target exam only when they changed (a subscribed user may not change the
 * exam). The desired scores are those of the exam chosen in the form.
 */
export function toUpdateInput(values: ProfileFormValues, profile: CurrentProfile): UpdateProfileInput {
  const fullName = values.fullName.replace(/\s+/gu, ' ').trim();
  return {
    ...(fullName !== profile.fullName ? { fullName } : {}),
    ...(values.selectedExam !== profile.selectedExam ? { selectedExam: values.selectedExam } : {}),
    ...(values.country ? { country: values.country } : {}),
    education: values.education,
    destination: values.destination,
    targetExam: values.selectedExam,
    targetScore: {
      reading: values.reading,
      writing: values.writing,
      listening: values.listening,
      speaking: values.speaking,
    },
  };
}
