import { Notice } from '../../../shared/ui/notice';

/** Says that a draft kept in this browser was put back, and offers to drop it. */
export function RestoredNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <Notice tone="info">
      <p>Your unsaved changes from this browser were restored.</p>
      <button type="button" className="button button--secondary button--small" onClick={onDiscard}>
        Discard them
      </button>
    </Notice>
  );
}
