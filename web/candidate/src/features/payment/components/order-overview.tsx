type OrderOverviewProps = {
  examLabel: string;
  planName: string;
  tests: number;
  amountUsd: number;
  currency: string;
};

/** Order Overview: what is bought and what is charged, as the server priced it. */
export function OrderOverview({ examLabel, planName, tests, amountUsd, currency }: OrderOverviewProps) {
  const price = `$${amountUsd} ${currency}`;
  return (
    <aside className="card order-overview" aria-labelledby="order-overview-title">
      <h2 id="order-overview-title">Order Overview</h2>
      <p className="order-overview__product">Mock Test Pack</p>
      <p className="order-overview__detail">
        {examLabel} Writing Test Pack · {planName} plan
      </p>
      <p className="order-overview__detail muted">{tests} tutor-marked mock tests, 3 months of access</p>
      <dl className="summary-list">
        <div>
          <dt>Price</dt>
          <dd>{price}</dd>
        </div>
      </dl>
      <p className="summary-total">
        <span>Total</span>
        <span>{price}</span>
      </p>
    </aside>
  );
}
