type Busy = 'save' | 'publish' | null;

type Props = {
  readOnly: boolean;
  busy: Busy;
  onSaveDraft: () => void;
  onPublish: () => void;
  /** Set while amending: the actions are Cancel amend and Publish amendment instead of Save draft and Publish. */
  onCancelAmend?: () => void;
};

function PublishButton({ busy, onPublish, label }: { busy: Busy; onPublish: () => void; label: string }) {
  return (
    <button
      type="button"
      className="button button--primary"
      onClick={onPublish}
      disabled={busy !== null}
      aria-busy={busy === 'publish'}
    >
      {label}
    </button>
  );
}

/** The buttons at the end of the grading form; none while it is read-only. */
export function EvaluationFormActions({ readOnly, busy, onSaveDraft, onPublish, onCancelAmend }: Props) {
  if (readOnly) return null;
  if (onCancelAmend) {
    return (
      <div className="form-actions">
        <button type="button" className="button button--secondary" onClick={onCancelAmend} disabled={busy !== null}>
          Cancel amend
        </button>
        <PublishButton busy={busy} onPublish={onPublish} label="Publish amendment" />
      </div>
    );
  }
  return (
    <div className="form-actions">
      <button
        type="button"
        className="button button--secondary"
        onClick={onSaveDraft}
        disabled={busy !== null}
        aria-busy={busy === 'save'}
      >
        {busy === 'save' ? 'Saving…' : 'Save draft'}
      </button>
      <PublishButton busy={busy} onPublish={onPublish} label="Publish" />
    </div>
  );
}
