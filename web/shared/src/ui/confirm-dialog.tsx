import { type ReactNode, useEffect, useId, useRef } from 'react';

type ConfirmDialogProps = {
  open: boolean;
  /** Names the dialog for assistive technology. */
  title: string;
  /** The question or consequence, read out as the dialog's description. */
  description?: string;
  /** More content between the description and the buttons (a summary, an error). */
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** While the confirmed action runs: both buttons wait, so a double click acts once, and Escape does nothing. */
  busy?: boolean;
  busyLabel?: string;
  className?: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A modal yes/no question on the native <dialog>: showModal() traps focus, makes the page behind it inert and
 * gives focus back to the opener on close; Escape goes through onCancel so React and the element never disagree.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, description, children, confirmLabel = 'Yes', cancelLabel = 'No', busy = false } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={props.className ? `dialog ${props.className}` : 'dialog'}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) props.onCancel();
      }}
    >
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      {description ? (
        <p id={descriptionId} className="dialog__description">
          {description}
        </p>
      ) : null}
      {children}
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" disabled={busy} onClick={props.onCancel}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          aria-busy={busy}
          onClick={props.onConfirm}
        >
          {busy && props.busyLabel ? props.busyLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
