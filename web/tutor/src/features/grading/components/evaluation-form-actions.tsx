type Props = {
  readOnly: boolean;
  busy: 'save' | 'publish' | null;
  onSaveDraft: () => void;
  onPublish: () => void;
  /** Set while amending: the actions are Cancel amend and Publish amendment instead of Save draft and Publish. */
  onCancelAmend?: () => void;
};

/** The buttons at the end of the grading form; none while it is read-only. */
export function EvaluationFormActions({ readOnly, busy, onSaveDraft, onPublish, onCancelAmend }: Props) {
  return (
    <>
      {!readOnly && onCancelAmend ? (
        <div className="form-actions">
          <button type="button" className="button button--secondary" onClick={onCancelAmend} disabled={busy !== null}>
            Cancel amend
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={onPublish}
            disabled={busy !== null}
            aria-busy={busy === 'publish'}
          >
            Publish amendment
          </button>
        </div>
      ) : null}
      {readOnly || onCancelAmend ? null : (
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
          <button
            type="button"
            className="button button--primary"
            onClick={onPublish}
            disabled={busy !== null}
            aria-busy={busy === 'publish'}
          >
            Publish
          </button>
        </div>
      )}
    </>
  );
}
