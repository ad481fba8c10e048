import type { LandingPlan } from '../data/landing-plans';

/** One plan of the server's catalogue with its Choose Plan button. */
export function PlanCard({ plan, onChoose }: { plan: LandingPlan; onChoose: (plan: LandingPlan) => void }) {
  const nameId = `plan-${plan.key}-name`;
  return (
    <article className={plan.mostPopular ? 'price-card price-card--popular' : 'price-card'} aria-labelledby={nameId}>
      {plan.mostPopular && <p className="price-card__ribbon">MOST POPULAR</p>}
      <h3 id={nameId} className="price-card__name">
        {plan.name}
      </h3>
      <p className="price-card__price">
        <span className="visually-hidden">Usual price </span>
        <s className="price-card__strike">${plan.strikePriceUsd}</s>
        <span className="visually-hidden">, now </span>
        <span className="price-card__amount">${plan.priceUsd}</span>
      </p>
      <ul className="price-card__features">
        <li>{plan.tests} practice writing tasks</li>
        <li>Covers one exam, chosen when you buy</li>
        <li>Evaluation {plan.promise}</li>
        <li>{plan.accessMonths} months access</li>
        <li>Indicative score range</li>
      </ul>
      <button
        type="button"
        className={plan.mostPopular ? 'button button--primary button--block' : 'button button--secondary button--block'}
        onClick={() => onChoose(plan)}
      >
        Choose Plan
      </button>
    </article>
  );
}
