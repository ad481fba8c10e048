import type { Education, ExamKey, UpdateProfileInput } from '../../../gql/graphql';
import type { CurrentProfile } from '../../../shared/auth/auth-context';

export type ProfileFormState = {
  selectedExam: ExamKey;
  country: string;
  education: Education;
  destination: string;
  reading: string;
  writing: string;
  listening: string;
  speaking: string;
};

/** The form's values for a stored profile (defaults: education BD, destination AU). */
export function formStateFrom(profile: CurrentProfile): ProfileFormState {
  return {
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

/** The update to send; the target exam only when it changed, since a subscribed user may not change it. */
export function toUpdateInput(form: ProfileFormState, profile: CurrentProfile): UpdateProfileInput {
  return {
    ...(form.selectedExam !== profile.selectedExam ? { selectedExam: form.selectedExam } : {}),
    ...(form.country ? { country: form.country } : {}),
    education: form.education,
    destination: form.destination,
    targetScore: {
      reading: form.reading.trim(),
      writing: form.writing.trim(),
      listening: form.listening.trim(),
      speaking: form.speaking.trim(),
    },
  };
}
