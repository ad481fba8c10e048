import '../profile.css';
import { ErrorAlert, LoadingState } from '@mocktest/web-shared/ui';
import { type CurrentProfile, useAuth } from '../../../shared/auth/auth-context';
import { ApiKeysSection } from '../components/api-keys-section';
import { EmailVerification } from '../components/email-verification';
import { PlanSummary } from '../components/plan-summary';
import { DesiredScoreFieldset } from './desired-score-fieldset';
import { ProfileDetailsFields } from './profile-details-fields';
import { useProfileForm } from './use-profile-form';

/** Edit Profile. */
export function ProfilePage() {
  const { profile, profileError, reloadProfile } = useAuth();
  if (!profile) {
    return profileError ? <ErrorAlert message={profileError} onRetry={reloadProfile} /> : <LoadingState />;
  }
  return <ProfileForm key={profile.id} profile={profile} />;
}

function ProfileForm({ profile }: { profile: CurrentProfile }) {
  const { form, countries, examOptions, saving, error, welcome, scale, save, cancel } = useProfileForm(profile);
  const errors = form.formState.errors;

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
      <form className="card form profile-form" onSubmit={form.handleSubmit(save)} noValidate>
        <ProfileDetailsFields
          profile={profile}
          form={form}
          errors={errors}
          examOptions={examOptions}
          countries={countries}
        />
        <EmailVerification />
        <DesiredScoreFieldset register={form.register} errors={errors} scale={scale} />
        <PlanSummary profile={profile} />
        {error && (
          <p className="notice notice--error" role="alert">
            {error}
          </p>
        )}
        <div className="form__actions">
          <button type="button" className="button button--secondary" disabled={saving} onClick={cancel}>
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
