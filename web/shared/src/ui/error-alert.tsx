import type { ReactNode } from 'react';

type ErrorAlertProps = {
  message: string;
  title?: string;
  onRetry?: () => void;
  /** Further actions beside Try again (a link back, sign out). */
  children?: ReactNode;
};

/** A visible, announced error with an optional retry, so no failure passes silently. */
export function ErrorAlert({ message, title, onRetry, children }: ErrorAlertProps) {
  return (
    <div className="alert alert--error" role="alert">
      {title ? <p className="alert__title">{title}</p> : null}
      <p>{message}</p>
      {onRetry || children ? (
        <div className="alert__actions">
          {onRetry ? (
            <button type="button" className="button button--secondary button--small" onClick={onRetry}>
              Try again
            </button>
          ) : null}
          {children}
        </div>
      ) : null}
    </div>
  );
}
