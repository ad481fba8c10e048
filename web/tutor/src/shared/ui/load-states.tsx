import { describeError } from '@mocktest/web-shared/api';
import { ErrorAlert, LoadingState } from '@mocktest/web-shared/ui';
import type { ReactNode } from 'react';

export type LoadError = { title?: string; message: string; onRetry?: () => void };

type Refetchable = { error?: unknown; refetch: () => Promise<unknown> };

/** A query's error as an alert's content, or null; Try again fetches once more (its failure shows as the error). */
export function queryError(query: Refetchable, title?: string, onRetry?: () => void): LoadError | null {
  if (!query.error) return null;
  return {
    title,
    message: describeError(query.error).message,
    onRetry: onRetry ?? (() => void query.refetch().catch(() => undefined)),
  };
}

type LoadStatesProps<T> = {
  /** Undefined (or null) until the first answer. */
  data: T | null | undefined;
  error: LoadError | null | undefined;
  /** Shown while nothing has come and nothing failed; no spinner when left out. */
  loadingLabel?: string;
  children: (data: T) => ReactNode;
};

/** The error (with its retry) and the first load of a query, then whatever its data makes. */
export function LoadStates<T>({ data, error, loadingLabel, children }: LoadStatesProps<T>) {
  return (
    <>
      {error ? <ErrorAlert title={error.title} message={error.message} onRetry={error.onRetry} /> : null}
      {data == null && !error && loadingLabel ? <LoadingState label={loadingLabel} /> : null}
      {data == null ? null : children(data)}
    </>
  );
}

/** The dashed box that says a list is empty, with a hint of what fills it. */
export function EmptyState({ title, hint }: { title: ReactNode; hint?: ReactNode }) {
  return (
    <div className="empty-state">
      <p className="empty-title">{title}</p>
      {hint ? <p className="muted">{hint}</p> : null}
    </div>
  );
}
