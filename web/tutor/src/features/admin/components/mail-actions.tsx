type MailActionsProps = {
  mail: { to: string; subject: string; status: string };
  isOpen: boolean;
  /** The id of the opened body, which the Open button controls. */
  bodyId: string;
  resending: boolean;
  onToggle: () => void;
  onResend: () => void;
};

/** Open / Close a mail's body, and Resend for a failed one; the names say which mail, as the buttons repeat. */
export function MailActions({ mail, isOpen, bodyId, resending, onToggle, onResend }: MailActionsProps) {
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        aria-expanded={isOpen}
        aria-controls={isOpen ? bodyId : undefined}
        aria-label={`${isOpen ? 'Close' : 'Open'} the mail to ${mail.to}: ${mail.subject}`}
        onClick={onToggle}
      >
        {isOpen ? 'Close' : 'Open'}
      </button>
      {mail.status === 'FAILED' ? (
        <button
          type="button"
          className="button button--secondary"
          aria-label={`Resend the mail to ${mail.to}: ${mail.subject}`}
          disabled={resending}
          aria-busy={resending}
          onClick={onResend}
        >
          Resend
        </button>
      ) : null}
    </>
  );
}
