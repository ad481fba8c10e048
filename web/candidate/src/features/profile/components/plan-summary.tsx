import { formatDate } from '@mocktest/web-shared/format';
import type { CurrentProfile } from '../../../shared/auth/auth-context';
import { ExtraTestsNotice } from '../../../shared/ui/extra-tests-notice';

/** The plan, read-only, with its expiry (red once expired). */
export function PlanSummary({ profile }: { profile: CurrentProfile }) {
  const { plan, expiryDate, planExpired } = profile;
  return (
    <section className="plan-summary" aria-labelledby="plan-summary-title">
      <h2 id="plan-summary-title" className="plan-summary__title">
        Plan
      </h2>
      {plan ? (
        <>
          <p className="plan-summary__name">
            {plan.name} · {plan.tests} tests · evaluation {plan.promise}
          </p>
          {expiryDate &&
            (planExpired ? (
              <p className="plan-summary__expiry plan-summary__expiry--expired">
                Plan Expired: {formatDate(expiryDate)}
              </p>
            ) : (
              <p className="plan-summary__expiry">Plan Expiry Date: {formatDate(expiryDate)}</p>
            ))}
        </>
      ) : (
        <p className="plan-summary__name">No plan yet</p>
      )}
      <ExtraTestsNotice extraTests={profile.extraTests} className="plan-summary__credit" />
    </section>
  );
}
