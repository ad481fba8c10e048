import { ConfirmDialog } from '@mocktest/web-shared/ui';

type SelectionSummaryDialogProps = {
  open: boolean;
  courseLabel: string;
  planName: string;
  priceUsd: number;
  /** What buying does to the plan held now (or that the new plan covers one exam): see lib/plan-change.ts. */
  change: readonly string[];
  /** True while the purchase is being opened: Buy Now waits, so a double click opens one purchase. */
  busy: boolean;
  error: string | null;
  onBuy: () => void;
  onCancel: () => void;
};

/** Selection Summary: the course, the plan and its price before the candidate goes on to pay. */
export function SelectionSummaryDialog(props: SelectionSummaryDialogProps) {
  const { courseLabel, planName, priceUsd, change, error } = props;
  return (
    <ConfirmDialog
      open={props.open}
      title="Selection Summary"
      className="selection-summary"
      confirmLabel="Buy Now"
      cancelLabel="Cancel"
      busy={props.busy}
      busyLabel="Loading"
      onConfirm={props.onBuy}
      onCancel={props.onCancel}
    >
      <dl className="summary-list">
        <div>
          <dt>Course</dt>
          <dd>{courseLabel}</dd>
        </div>
        <div>
          <dt>Plan</dt>
          <dd>{planName}</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>${priceUsd}</dd>
        </div>
      </dl>
      {change.length > 0 && (
        <div className="notice notice--info selection-summary__change">
          {change.map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
        </div>
      )}
      <section className="selection-summary__tips" aria-label="Suggestions">
        <h3 className="selection-summary__tips-title">To get the most from your plan</h3>
        <ul>
          <li>Practise regularly: write one timed test every few days rather than several the night before.</li>
          <li>Use the expert feedback: read the revised answer and carry one point from it into your next test.</li>
        </ul>
      </section>
      <p className="summary-total">
        <span>Total</span>
        <span>${priceUsd}</span>
      </p>
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
