import { useEffect, useId, useRef } from 'react';

type SelectionSummaryDialogProps = {
  open: boolean;
  courseLabel: string;
  planName: string;
  priceUsd: number;
  /** True while the purchase is being opened: Buy Now waits, so a double click opens one purchase. */
  busy: boolean;
  error: string | null;
  onBuy: () => void;
  onCancel: () => void;
};

/** Selection Summary: the course, the plan and its price before the candidate goes on to pay. */
export function SelectionSummaryDialog(props: SelectionSummaryDialogProps) {
  const { open, courseLabel, planName, priceUsd, busy, error, onBuy, onCancel } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="dialog selection-summary"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId} className="dialog__title">
        Selection Summary
      </h2>
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
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button button--primary" disabled={busy} aria-busy={busy} onClick={onBuy}>
          {busy ? 'Loading' : 'Buy Now'}
        </button>
      </div>
    </dialog>
  );
}
