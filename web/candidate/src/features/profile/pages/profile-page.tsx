import '../profile.css';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@mocktest/web-shared/api';
import { ErrorAlert, LoadingState } from '@mocktest/web-shared/ui';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type CurrentProfile, useAuth } from '../../../shared/auth/auth-context';
import { clearNewUser, isNewUser } from '../../../shared/lib/new-user-flag';
import { readSelectedExam } from '../../../shared/lib/selected-exam';
import { ApiKeysSection } from '../components/api-keys-section';
import { EmailVerification } from '../components/email-verification';
import { PlanSummary } from '../components/plan-summary';
import { SelectField } from '../components/select-field';
import { countryOptions } from '../data/countries';
import { educationOptions } from '../data/education-options';
import { ProfileExamsQuery, UpdateMyProfileMutation } from '../graphql/profile.operations';
import {
  desiredScoreFieldOf,
  desiredScoreScale,
  desiredScoreSkills,
  desiredScoresFor,
  type ProfileFormValues,
  profileFormSchema,
  profileFormValues,
  toUpdateInput,
} from '../lib/profile-form';

const scoreFields = [
  ['reading', 'Reading'],
  ['writing', 'Writing'],
  ['listening', 'Listening'],
  ['speaking', 'Speaking'],
] as const;

/** Edit Profile. */
export function ProfilePage() {
  const { profile, profileError, reloadProfile } = useAuth();
  if (!profile) {
    return profileError ? <ErrorAlert message={profileError} onRetry={reloadProfile} /> : <LoadingState />;
  }
  return <ProfileForm key={profile.id} profile={profile} />;
}

function ProfileForm({ profile }: { profile: CurrentProfile }) {
  const client = useApolloClient();
  const exams = useQuery(ProfileExamsQuery);
  const countries = useMemo(countryOptions, []);
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState,
    setValue,
    setError: setFieldError,
    watch,
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: withChosenExam(profileFormValues(profile), profile),
  });
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

  return (
    <section className="page">
      <header className="page__header">
        <h1>Edit Profile</h1>
        <p className="page__lead">Tell us what you are aiming for, so we can tailor your practice.</p>
      </header>
      {welcome && (
        <div className="notice notice--info" role="status">
          <p>Welcome! Choose your target exam and tell us about your goals, then save your profile.</p>
        </div>
      )}
      <form className="card form profile-form" onSubmit={handleSubmit(save)} noValidate>
        <div className="form__grid">
          <div className="field">
            <label htmlFor="profile-name">Name</label>
            <input
              id="profile-name"
              type="text"
              autoComplete="name"
              maxLength={200}
              aria-invalid={formState.errors.fullName ? true : undefined}
              aria-describedby={formState.errors.fullName ? 'profile-name-error' : undefined}
              {...register('fullName')}
            />
            {formState.errors.fullName && (
              <p id="profile-name-error" className="field__error" role="alert">
                {formState.errors.fullName.message}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor="profile-email">Email</label>
            <input id="profile-email" type="email" value={profile.email} readOnly />
          </div>
          <Controller
            name="selectedExam"
            control={control}
            render={({ field }) => (
              <SelectField
                id="profile-exam"
                label="Target Exam"
                value={field.value}
                options={examOptions}
                disabled={profile.isSubscribed}
                hint={profile.isSubscribed ? 'The target exam is fixed while your plan is active.' : undefined}
                onChange={(exam) => {
                  field.onChange(exam);
                  // Show the chosen exam's own desired scores (empty when none were given for it).
                  const scores = desiredScoresFor(profile, exam as ProfileFormValues['selectedExam']);
                  for (const skill of desiredScoreSkills) setValue(skill, scores[skill], { shouldDirty: true });
                }}
              />
            )}
          />
          <Controller
            name="country"
            control={control}
            render={({ field }) => (
              <SelectField
                id="profile-country"
                label="Country"
                value={field.value}
                options={countries}
                placeholder="Select your country"
                onChange={field.onChange}
              />
            )}
          />
          <Controller
            name="education"
            control={control}
            render={({ field }) => (
              <SelectField
                id="profile-education"
                label="Education"
                value={field.value}
                options={educationOptions}
                onChange={field.onChange}
              />
            )}
          />
          <Controller
            name="destination"
            control={control}
            render={({ field }) => (
              <SelectField
                id="profile-destination"
                label="Destination Country"
                value={field.value}
                options={countries}
                onChange={field.onChange}
              />
            )}
          />
        </div>
        <EmailVerification />
        <fieldset className="fieldset">
          <legend>Desired Score</legend>
          {scale && (
            <p className="field__hint fieldset__hint" id="profile-score-scale">
              {scale}
            </p>
          )}
          <div className="form__grid form__grid--four">
            {scoreFields.map(([key, label]) => (
              <div className="field" key={key}>
                <label htmlFor={`profile-score-${key}`}>{label}</label>
                <input
                  id={`profile-score-${key}`}
                  type="text"
                  inputMode="decimal"
                  aria-invalid={formState.errors[key] ? true : undefined}
                  aria-describedby={
                    [scale ? 'profile-score-scale' : '', formState.errors[key] ? `profile-score-${key}-error` : '']
                      .filter(Boolean)
                      .join(' ') || undefined
                  }
                  {...register(key)}
                />
                {formState.errors[key] && (
                  <p id={`profile-score-${key}-error`} className="field__error">
                    {formState.errors[key].message}
                  </p>
                )}
              </div>
            ))}
          </div>
        </fieldset>
        <PlanSummary profile={profile} />
        {error && (
          <p className="notice notice--error" role="alert">
            {error}
          </p>
        )}
        <div className="form__actions">
          <button
            type="button"
            className="button button--secondary"
            disabled={saving}
            onClick={() => {
              reset(profileFormValues(profile));
              setError(null);
            }}
          >
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
      <ApiKeysSection />
    </section>
  );
}

/** A new, unsubscribed candidate starts with the exam picked on /examselection before signing up (saved on Save). */
function withChosenExam(form: ProfileFormValues, profile: CurrentProfile): ProfileFormValues {
  const chosen = readSelectedExam();
  if (!isNewUser() || profile.isSubscribed || !chosen) return form;
  return { ...form, selectedExam: chosen };
}
