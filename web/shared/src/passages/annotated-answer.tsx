import { forwardRef } from 'react';
import '../styles/passages.css';
import { markerAttribute, type Passage, passageSegments } from './passage-segments';

type AnnotatedAnswerProps = {
  text: string;
  passages: readonly Passage[];
  className?: string;
  id?: string;
};

/**
 * The answer with each commented passage in a <mark> and a bracketed number where it starts, so the passages read
 * without colour and each matches its comment by number.
 */
export const AnnotatedAnswer = forwardRef<HTMLDivElement, AnnotatedAnswerProps>(function AnnotatedAnswer(
  { text, passages, className, id },
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
        if (segment.numbers.length === 0) return <span key={segment.start}>{segment.text}</span>;
        return (
          <span key={segment.start}>
            {markers}
            <mark className="passage" data-passages={segment.numbers.join(' ')}>
              {segment.text}
            </mark>
          </span>
        );
      })}
    </div>
  );
});
