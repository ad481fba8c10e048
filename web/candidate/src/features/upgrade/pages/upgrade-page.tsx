import { useQuery } from '@apollo/client/react';
import { errorMessage } from '../../../shared/api/error-message';
import { useAuth } from '../../../shared/auth/auth-context';
import { ErrorNotice } from '../../../shared/ui/error-notice';
import { LoadingIndicator } from '../../../shared/ui/loading-indicator';
import { PlanCard } from '../components/plan-card';
import { PlansQuery } from '../graphql/plans.query';

/** The plans; buying one comes with the payment issue. */
export function UpgradePage() {
  const { profile } = useAuth();
  const { data, loading, error, refetch } = useQuery(PlansQuery);
  return (
    <section className="page">
      <header className="page__header">
        <h1>Upgrade</h1>
        <p className="page__lead">Plans and payment are coming soon.</p>
      </header>
      {loading && !data && <LoadingIndicator label="Loading plans…" />}
      {error && !data && (
        <ErrorNotice message={errorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} />
      )}
      {data && (
        <div className="plan-grid">
          {data.plans.map((plan) => (
            <PlanCard key={plan.key} plan={plan} current={profile?.plan?.key === plan.key} />
          ))}
        </div>
      )}
    </section>
  );
}
