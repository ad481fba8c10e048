import { formatDateTime } from '@mocktest/web-shared/format';

type QueueHeaderProps = { updatedAt: string | null; refreshing: boolean; onRefresh: () => void };

/** The queue's title, when the list last came, and Refresh (busy while a poll or a refresh runs). */
export function QueueHeader({ updatedAt, refreshing, onRefresh }: QueueHeaderProps) {
  return (
    <div className="page-header">
      <div>
        <h1 id="queue-title">Evaluation queue</h1>
        <p className="muted">
          Submitted answers, oldest deadline first. The list refreshes every 30 seconds; the time left counts down
          against each plan's minutes.
        </p>
      </div>
      <div className="page-header-actions">
        {updatedAt ? (
          <span className="muted small" aria-live="polite">
            Updated {formatDateTime(updatedAt)}
          </span>
        ) : null}
        <button
          type="button"
          className="button button--secondary"
          onClick={onRefresh}
          disabled={refreshing}
          aria-busy={refreshing}
        >
          Refresh
        </button>
      </div>
    </div>
  );
}
