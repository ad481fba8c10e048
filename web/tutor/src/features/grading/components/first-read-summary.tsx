import './first-read.css';
import { dialectNote, FirstReadLegend, type FlagView } from '@mocktest/web-shared/first-read';
import { useId } from 'react';
import { useReadingPane } from './reading-pane';

export type FirstReadView = { status: string; dialect: string; flags: readonly FlagView[] };

function stateLine(firstRead: FirstReadView): string {
  if (firstRead.status === 'PENDING') return 'Being prepared; it appears here in a moment.';
  if (firstRead.status === 'UNAVAILABLE') return 'It could not be prepared for this answer.';
  const count = firstRead.flags.length;
  if (count === 0) return 'No mechanical points found.';
  return `${count} mechanical ${count === 1 ? 'point' : 'points'} found, listed under each answer.`;
}

/**
 * The automatic first read above the answers: what it is (a machine check, no band or score), where it stands, the
 * legend of its underlines and the switch that hides them. Nothing before the attempt is submitted.
 */
export function FirstReadSummary({ firstRead }: { firstRead: FirstReadView | null }) {
  const pane = useReadingPane();
  const switchId = useId();
  if (!firstRead || !pane) return null;
  const ready = firstRead.status === 'READY' && firstRead.flags.length > 0;
  return (
    <section className="card first-read-summary" aria-labelledby={`${switchId}-title`}>
      <h2 id={`${switchId}-title`} className="first-read-summary__title">
        Automatic first read <span className="first-read-badge">Machine check</span>
      </h2>
      <p className="muted small">
        Spelling, grammar, repeated words, length and paragraphing, checked by a machine: no band or score, and it can
        miss errors and flag correct text. Comment turns a point into a comment you can edit.
      </p>
      <p role="status" className="first-read-summary__state">
        {stateLine(firstRead)}
        {firstRead.status === 'READY' ? ` ${dialectNote(firstRead.dialect)}` : ''}
      </p>
      {ready ? (
        <div className="first-read-summary__controls">
          {pane.showFlags ? <FirstReadLegend /> : null}
          <label className="first-read-summary__switch" htmlFor={switchId}>
            <input
              id={switchId}
              type="checkbox"
              checked={pane.showFlags}
              onChange={(event) => pane.setShowFlags(event.target.checked)}
            />
            Show the first read in the answers
          </label>
        </div>
      ) : null}
    </section>
  );
}
