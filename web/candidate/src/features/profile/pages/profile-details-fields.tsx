import { Controller, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import type { CurrentProfile } from '../../../shared/auth/auth-context';
import { SelectField } from '../components/select-field';
import { educationOptions } from '../data/education-options';
import { desiredScoreSkills, desiredScoresFor, type ProfileFormValues } from '../lib/profile-form';

type Option = { value: string; label: string };

type ProfileDetailsFieldsProps = {
  profile: CurrentProfile;
  form: UseFormReturn<ProfileFormValues>;
  errors: FieldErrors<ProfileFormValues>;
  examOptions: Option[];
  countries: Option[];
};

/** Name, email, target exam, country, education and destination. */
export function ProfileDetailsFields({ profile, form, errors, examOptions, countries }: ProfileDetailsFieldsProps) {
  const { control, register, setValue } = form;
  return (
    <div className="form__grid">
      <div className="field">
        <label htmlFor="profile-name">Name</label>
        <input
          id="profile-name"
          type="text"
          autoComplete="name"
          maxLength={200}
          aria-invalid={errors.fullName ? true : undefined}
          aria-describedby={errors.fullName ? 'profile-name-error' : undefined}
          {...register('fullName')}
        />
        {errors.fullName && (
          <p id="profile-name-error" className="field__error" role="alert">
            {errors.fullName.message}
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
  );
}
