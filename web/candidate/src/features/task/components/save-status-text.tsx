import type { SaveStatus } from '../hooks/use-autosave';

const text: Record<SaveStatus, string> = {
  saved: 'Saved',
  saving: 'Saving…',
  failed: 'Not saved — will retry',
};

/** Where the draft stands, announced without interrupting the writer. */
export function SaveStatusText({ status }: { status: SaveStatus }) {
  return (
    <span className={`save-status save-status--${status}`} role="status">
      {text[status]}
    </span>
  );
}
