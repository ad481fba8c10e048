import { forwardRef, type ReactNode } from 'react';
import '../styles/passages.css';
import { markerAttribute, type Passage, passageSegments, type Segment } from './passage-segments';
import { type Underline, underlineRuns } from './underline-runs';

type AnnotatedAnswerProps = {
  text: string;
  passages: readonly Passage[];
  className?: string;
  id?: string;
  /** Machine-found points (the automatic first read) drawn as coloured dotted underlines, apart from the passages. */
  underlines?: readonly Underline[];
};

/** A segment's text, with the underlined runs in spans that add no text (offsets into the answer stay true). */
function underlined(segment: Segment, underlines: readonly Underline[]): ReactNode {
  if (underlines.length === 0) return segment.text;
  return underlineRuns(segment.text, segment.start, underlines).map((run) =>
    run.underlines.length === 0 ? (
      run.text
    ) : (
      <span
        key={run.start}
        className="flagged"
        data-flag-kind={run.underlines[0]?.kind}
        data-flags={run.underlines.map((line) => line.key).join(' ')}
        title={run.underlines.map((line) => line.label).join('\n')}
      >
        {run.text}
      </span>
    ),
  );
}

/**
 * The answer with each commented passage in a <mark> and a bracketed number where it starts, so the passages read
 * without colour and each matches its comment by number.
 */
export const AnnotatedAnswer = forwardRef<HTMLDivElement, AnnotatedAnswerProps>(function AnnotatedAnswer(
  { text, passages, className, id, underlines = [] },
  ref,
) {
  return (
    <div ref={ref} id={id} className={className ? `annotated-answer ${className}` : 'annotated-answer'}>
      {passageSegments(text, passages).map((segment) => {
        const markers = segment.startsNumbers.map((n) => (
          <span key={`m${n}`} className="passage-marker" {...{ [markerAttribute]: '' }}>
            [{n}]
          </span>
        ));
        if (segment.numbers.length === 0) return <span key={segment.start}>{underlined(segment, underlines)}</span>;
        return (
          <span key={segment.start}>
            {markers}
            <mark className="passage" data-passages={segment.numbers.join(' ')}>
              {underlined(segment, underlines)}
            </mark>
          </span>
        );
      })}
    </div>
  );
});
