type ReassignActionsProps = {
  confirming: boolean;
  loading: boolean;
  onBack: () => void;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Cancel / Reassign (the form's submit, which asks first), then Back / Confirm once the admin is asked. */
export function ReassignActions({ confirming, loading, onBack, onCancel, onConfirm }: ReassignActionsProps) {
  if (confirming) {
    return (
      <div className="role-form-actions">
        <button type="button" className="button button--secondary" onClick={onBack}>
          Back
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={loading}
          aria-busy={loading}
          onClick={onConfirm}
        >
          {loading ? 'Reassigning…' : 'Confirm reassignment'}
        </button>
      </div>
    );
  }
  return (
    <div className="role-form-actions">
      <button type="button" className="button button--secondary" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className="button button--primary">
        Reassign
      </button>
    </div>
  );
}
