import type { ReactNode } from 'react';

type ErrorAlertProps = {
  message: string;
  title?: string;
  onRetry?: () => void;
  children?: ReactNode;
};

/** A visible, announced error with an optional retry, so no failure passes silently. */
export function ErrorAlert({ message, title, onRetry, children }: ErrorAlertProps) {
  return (
    <div className="alert alert-error" role="alert">
      {title ? <p className="alert-title">{title}</p> : null}
      <p>{message}</p>
      {onRetry || children ? (
        <div className="alert-actions">
          {onRetry ? (
            <button type="button" className="button button-secondary" onClick={onRetry}>
              Try again
            </button>
          ) : null}
          {children}
        </div>
      ) : null}
    </div>
  );
}
