type SecondMarkingActionsProps = {
  busy: 'save' | 'publish' | null;
  confirming: boolean;
  /** Every score chosen: only then can it be published. */
  complete: boolean;
  onAsk: () => void;
  onCancel: () => void;
  onPublish: () => void;
};

/** Save draft (the form's submit) and Publish, which asks first: a published second marking is final. */
export function SecondMarkingActions({
  busy,
  confirming,
  complete,
  onAsk,
  onCancel,
  onPublish,
}: SecondMarkingActionsProps) {
  if (confirming) {
    return (
      <div className="alert alert--warning" role="alertdialog" aria-labelledby="confirm-second-title">
        <p id="confirm-second-title">
          Publish this second marking? It is final. The candidate will not see it; it only counts towards the tutors'
          agreement figures.
        </p>
        <div className="second-marking-actions">
          <button type="button" className="button button--primary" disabled={busy !== null} onClick={onPublish}>
            Yes, publish
          </button>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="second-marking-actions">
      <button type="submit" className="button button--secondary" disabled={busy !== null}>
        {busy === 'save' ? 'Saving…' : 'Save draft'}
      </button>
      <button type="button" className="button button--primary" disabled={busy !== null || !complete} onClick={onAsk}>
        Publish second marking
      </button>
    </div>
  );
}
