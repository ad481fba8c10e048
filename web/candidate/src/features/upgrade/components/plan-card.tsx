import type { UpgradeCatalogQuery } from '../../../gql/graphql';

export type UpgradePlan = UpgradeCatalogQuery['plans'][number];

type PlanCardProps = {
  plan: UpgradePlan;
  /** The exam the plan would be bought for (the one the held plan keeps on an upgrade). */
  examLabel: string;
  /** Choose Plan shows only for plans above the candidate's current one. */
  offered: boolean;
  current: boolean;
  /** The plan picked on the landing page before sign-up. */
  picked: boolean;
  onChoose: (plan: UpgradePlan) => void;
};

/** One plan with its price, what it includes and, when it is on offer, Choose Plan. */
export function PlanCard({ plan, examLabel, offered, current, picked, onChoose }: PlanCardProps) {
  const nameId = `upgrade-plan-${plan.key}`;
  const classes = ['plan-card', plan.mostPopular && 'plan-card--popular', picked && 'plan-card--picked']
    .filter(Boolean)
    .join(' ');
  return (
    <article className={classes} aria-labelledby={nameId}>
      {plan.mostPopular && <p className="plan-card__ribbon">MOST POPULAR</p>}
      <h2 id={nameId} className="plan-card__name">
        {plan.name}
      </h2>
      <p className="plan-card__price">
        <span className="visually-hidden">Usual price </span>
        <s className="plan-card__strike">${plan.strikePriceUsd}</s>
        <span className="visually-hidden">, now</span> <span className="plan-card__amount">${plan.priceUsd}</span>
      </p>
      <ul className="plan-card__features">
        <li>{plan.tests} practice writing tasks</li>
        <li>Covers one exam: {examLabel}</li>
        <li>Evaluation {plan.promise}</li>
        <li>{plan.accessMonths} months access</li>
        <li>Indicative score range</li>
      </ul>
      {picked && <p className="badge badge--info plan-card__note">Your pick from our home page</p>}
      {current && <p className="badge badge--ok plan-card__note">Your current plan</p>}
      {offered && (
        <button
          type="button"
          className={`button button--block ${plan.mostPopular || picked ? 'button--primary' : 'button--secondary'}`}
          aria-describedby={nameId}
          onClick={() => onChoose(plan)}
        >
          Choose Plan
        </button>
      )}
    </article>
  );
}
