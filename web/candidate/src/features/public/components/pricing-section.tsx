import { useCallback, useEffect, useState } from 'react';
import { PublicPlansQuery } from '../graphql/public-plans.query';
import { isPricingPlanKey, rememberPricingPlan } from '../lib/chosen-plan';
import { fetchPublicQuery } from '../lib/fetch-public-query';
import { PlanCard, type PublicPlan } from './plan-card';

type PlansState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; plans: PublicPlan[] };

/**
 * The pricing section (anchor #pricing). Prices live on the server only, so the prerendered page shows a loading
 * state and the cards fill in from the `plans` query once the page runs.
 */
export function PricingSection() {
  const [state, setState] = useState<PlansState>({ status: 'loading' });

  const load = useCallback((signal?: AbortSignal) => {
    setState({ status: 'loading' });
    fetchPublicQuery(PublicPlansQuery, signal).then(
      (data) => setState({ status: 'ready', plans: [...data.plans].sort((a, b) => a.level - b.level) }),
      (error: unknown) => {
        if (signal?.aborted) return;
        setState({ status: 'error', message: error instanceof Error ? error.message : 'The plans could not load.' });
      },
    );
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  function choose(plan: PublicPlan) {
    if (isPricingPlanKey(plan.key)) rememberPricingPlan(plan.key);
    window.location.assign('/signup');
  }

  return (
    <section id="pricing" className="site-section pricing" aria-labelledby="pricing-heading">
      <div className="site-container">
        <p className="site-section__eyebrow">Pricing</p>
        <h2 id="pricing-heading" className="site-section__title">
          Pick the plan that fits your exam date
        </h2>
        <p className="site-section__lead">
          Every plan includes tutor-marked mock tests, a score for each criterion and a revised answer. Faster plans put
          your writing at the front of the queue.
        </p>
        {state.status === 'loading' && (
          <p className="pricing__status" role="status">
            Loading plans…
          </p>
        )}
        {state.status === 'error' && (
          <div className="notice notice--error pricing__status" role="alert">
            <p>{state.message}</p>
            <button type="button" className="button button--secondary button--small" onClick={() => load()}>
              Try again
            </button>
          </div>
        )}
        {state.status === 'ready' && (
          <div className="pricing__grid">
            {state.plans.map((plan) => (
              <PlanCard key={plan.key} plan={plan} onChoose={choose} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
