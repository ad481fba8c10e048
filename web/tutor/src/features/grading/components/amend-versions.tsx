import { formatDateTime } from '@mocktest/web-shared/format';
import type { GradingVersionsQuery } from '../../../gql/graphql';
import { latestVersion, versionLine } from '../lib/amend-versions';

type Versions = NonNullable<GradingVersionsQuery['gradingItem']>['evaluationVersions'];

type AmendVersionsProps = {
  versions: Versions;
  /** The caller published it and the candidate does not have it yet. */
  amendable: boolean;
  /** True while the form is open for an amend. */
  amending: boolean;
  onAmend: () => void;
};

/** The published version, who published it and when, the history of earlier versions, and the Amend action. */
export function AmendVersions({ versions, amendable, amending, onAmend }: AmendVersionsProps) {
  const latest = latestVersion(versions);
  if (!latest) return null;
  return (
    <section className="card amend-versions" aria-labelledby="amend-versions-title">
      <h2 id="amend-versions-title" className="summary-label">
        Published version
      </h2>
      <p className="amend-versions__current" data-testid="evaluation-version">
        {versionLine(latest)}
      </p>
      {amendable ? (
        <p className="muted small">
          The candidate does not have it yet: you can amend it until it is released to them. After that it is final.
        </p>
      ) : (
        <p className="muted small">Final: it can no longer be amended.</p>
      )}
      {versions.length > 1 ? (
        <details className="amend-versions__history">
          <summary>Version history ({versions.length})</summary>
          <ol reversed>
            {[...versions].reverse().map((version) => (
              <li key={version.number}>
                Version {version.number}: {version.publishedBy ?? 'a former tutor'},{' '}
                <time dateTime={version.publishedAt}>{formatDateTime(version.publishedAt)}</time>
                {version.overall ? ` · ${version.overall.display}` : ''}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      {amendable && !amending ? (
        <button type="button" className="button button--primary" onClick={onAmend}>
          Amend
        </button>
      ) : null}
    </section>
  );
}
