import { useApolloClient, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@mocktest/web-shared/api';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { CurrentProfile } from '../../../shared/auth/auth-context';
import { clearNewUser, isNewUser } from '../../../shared/lib/new-user-flag';
import { countryOptions } from '../data/countries';
import { ProfileExamsQuery, UpdateMyProfileMutation } from '../graphql/profile.operations';
import {
  desiredScoreFieldOf,
  desiredScoreScale,
  type ProfileFormValues,
  profileFormSchema,
  profileFormValues,
  toUpdateInput,
} from '../lib/profile-form';
import { withChosenExam } from './profile-fields';

/** The profile form's state, options and save (the server's refusal goes to the form, a toast and the field at fault). */
export function useProfileForm(profile: CurrentProfile) {
  const client = useApolloClient();
  const exams = useQuery(ProfileExamsQuery);
  const countries = useMemo(countryOptions, []);
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: withChosenExam(profileFormValues(profile), profile),
  });
  const { reset, formState, setError: setFieldError, watch } = form;
  const saving = formState.isSubmitting;
  const [error, setError] = useState<string | null>(null);
  const [welcome] = useState(isNewUser);
  // Desired scores are kept per exam: the fields hold, and the hint names the scale of, the exam chosen in the form.
  const chosenExam = watch('selectedExam');
  const scale = desiredScoreScale(profile, chosenExam);

  const examOptions = exams.data?.exams.map((exam) => ({ value: exam.key, label: exam.label })) ?? [
    { value: profile.selectedExam, label: profile.selectedExam },
  ];

  async function save(values: ProfileFormValues) {
    setError(null);
    try {
      const result = await client.mutate({
        mutation: UpdateMyProfileMutation,
        variables: { input: toUpdateInput(values, profile) },
      });
      if (result.data) reset(profileFormValues(result.data.updateMyProfile));
      clearNewUser();
      toast.success('Changes saved successfully.', { duration: 3000 });
    } catch (caught) {
      const message = errorMessage(caught, 'Your changes could not be saved. Please try again.');
      // A desired score off the exam's scale: the server's message goes under the field at fault too.
      const field = desiredScoreFieldOf(message);
      if (field) setFieldError(field, { type: 'server', message });
      setError(message);
      toast.error(message);
    }
  }

  function cancel() {
    reset(profileFormValues(profile));
    setError(null);
  }

  return { form, countries, examOptions, saving, error, welcome, scale, save, cancel };
}
