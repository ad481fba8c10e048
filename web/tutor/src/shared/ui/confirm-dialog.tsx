import { useEffect, useId, useRef } from 'react';

type ConfirmDialogProps = {
  open: boolean;
  /** The question; it names the dialog for assistive technology. */
  question: string;
  detail?: string;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A modal yes/no question on the native <dialog>, which traps focus and makes the page behind it inert. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, question, detail, confirmLabel, cancelLabel = 'Cancel', busy = false, onConfirm, onCancel } = props;
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
      className="dialog"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape closes through our state, so React and the element never disagree.
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId} className="dialog-title">
        {question}
        {detail ? (
          <>
            {' '}
            <span className="dialog-detail">{detail}</span>
          </>
        ) : null}
      </h2>
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
        <button type="button" className="button button-primary" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
