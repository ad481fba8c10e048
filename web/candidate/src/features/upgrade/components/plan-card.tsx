import type { PlansQuery } from '../../../gql/graphql';

type Plan = PlansQuery['plans'][number];

/** One plan with its price and what it includes. */
export function PlanCard({ plan, current }: { plan: Plan; current: boolean }) {
  return (
    <article className={`plan-card${plan.mostPopular ? ' plan-card--popular' : ''}`} aria-label={`${plan.name} plan`}>
      {plan.mostPopular && <p className="plan-card__ribbon">MOST POPULAR</p>}
      <h2 className="plan-card__name">{plan.name}</h2>
      <p className="plan-card__price">
        <span className="visually-hidden">Was </span>
        <s className="plan-card__strike">${plan.strikePriceUsd}</s> <span className="visually-hidden">, now </span>
        <span className="plan-card__amount">${plan.priceUsd}</span>
      </p>
      <ul className="plan-card__features">
        <li>{plan.tests} practice writing tasks</li>
        <li>Evaluation {plan.promise}</li>
        <li>{plan.accessMonths} months access</li>
        <li>Indicative score range</li>
      </ul>
      {current && <p className="badge badge--ok">Your current plan</p>}
    </article>
  );
}
