import { type LandingPlan, landingPlans } from '../data/landing-plans';
import { isPricingPlanKey, rememberPricingPlan } from '../lib/chosen-plan';
import { PlanCard } from './plan-card';

/**
 * The pricing section (anchor #pricing). The cards come from the server's plan catalogue as the build saw it
 * (data/landing-plans.json), so they are in the prerendered HTML and the page needs no request and no GraphQL code.
 */
export function PricingSection() {
  function choose(plan: LandingPlan) {
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
        <div className="pricing__grid">
          {landingPlans.map((plan) => (
            <PlanCard key={plan.key} plan={plan} onChoose={choose} />
          ))}
        </div>
      </div>
    </section>
  );
}
