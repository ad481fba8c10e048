import { useId, useMemo } from 'react';
import { compareAnswers, type DiffSegment } from '../lib/answer-diff';
import { phoneQuery, useMediaQuery } from '../lib/use-media-query';
import './answer-comparison.css';

function Segments({ segments }: { segments: DiffSegment[] }) {
  return segments.map((segment, index) => {
    // biome-ignore lint/suspicious/noArrayIndexKey: the segments of a published evaluation never change order
    if (segment.kind === 'same') return <span key={index}>{segment.text}</span>;
    const Tag = segment.kind === 'added' ? 'ins' : 'del';
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: as above
      <Tag key={index} className={`diff-${segment.kind}`}>
        {/* Strike-through and underline carry the meaning on screen; these words carry it to a screen reader. */}
        <span className="visually-hidden">{segment.kind === 'added' ? '[added: ' : '[removed: '}</span>
        {segment.text}
        <span className="visually-hidden">]</span>
      </Tag>
    );
  });
}

// Words only: a comma the tutor added is shown, but not counted as a word.
const countWords = (segments: DiffSegment[], kind: DiffSegment['kind']) =>
  segments
    .filter((segment) => segment.kind === kind)
    .reduce((sum, segment) => sum + segment.text.split(/\s+/).filter((piece) => /[\p{L}\p{N}]/u.test(piece)).length, 0);

/**
 * The candidate's answer beside the tutor's revised answer, compared word by word: removed words struck through on
 * the left, added words underlined on the right. On a phone, one column instead of two copies one above the other:
 * the answer with the removed words struck through and the added words underlined where they go.
 */
export function AnswerComparison({
  original,
  revised,
  revisionHeld = false,
}: {
  original: string;
  revised: string;
  /** A rewrite of this answer waits for its recheck: the revision is put away until then. */
  revisionHeld?: boolean;
}) {
  const titleId = useId();
  const phone = useMediaQuery(phoneQuery);
  const comparison = useMemo(() => compareAnswers(original, revised), [original, revised]);
  const added = countWords(comparison.revised, 'added');
  const removed = countWords(comparison.original, 'removed');
  const hasRevision = revised.trim() !== '';

  return (
    <section className="evaluation__section answer-comparison" aria-labelledby={titleId}>
      <h3 id={titleId}>Revised Answer</h3>
      {hasRevision ? (
        <p className="answer-comparison__legend">
          {comparison.changed
            ? `Your tutor added ${added} ${added === 1 ? 'word' : 'words'} and removed ${removed}. `
            : 'Your tutor kept your answer as it was. '}
          <span className="answer-comparison__key">
            <span className="diff-removed">Struck through</span>: removed from your answer.{' '}
            <span className="diff-added">Underlined</span>: added in the revision.
          </span>
        </p>
      ) : revisionHeld ? (
        <p className="muted">
          Your tutor's revised answer is put away while your rewrite waits for its recheck, so that the rewrite is your
          own work. It comes back with the recheck.
        </p>
      ) : (
        <p className="muted">Your tutor did not write a revised answer.</p>
      )}
      {phone && hasRevision && original.trim() !== '' ? (
        <section className="answer-comparison__inline" aria-label="Your answer with the tutor's changes">
          <div className="answer-comparison__text">
            <Segments segments={comparison.inline} />
          </div>
        </section>
      ) : (
        <div className="answer-comparison__columns">
          <section className="answer-comparison__column" aria-label="Your answer">
            <h4>Your answer</h4>
            <div className="answer-comparison__text">
              {original.trim() === '' ? (
                <span className="muted">You did not write an answer.</span>
              ) : hasRevision ? (
                <Segments segments={comparison.original} />
              ) : (
                original
              )}
            </div>
          </section>
          {hasRevision && (
            <section className="answer-comparison__column" aria-label="Tutor's revision">
              <h4>Tutor's revision</h4>
              <div className="answer-comparison__text answer-comparison__text--revised">
                <Segments segments={comparison.revised} />
              </div>
            </section>
          )}
        </div>
      )}
    </section>
  );
}
