import { useId } from 'react';
import './sentence-result.css';

/** One Build a Sentence item as the API gives it to staff (Attempt.sentenceItems). */
export type SentenceResultItem = {
  index: number;
  context: string;
  /** The chunks in the order this attempt showed them. */
  chunks: readonly string[];
  end: string;
  /** The candidate's order: positions in chunks, first to last (empty when unanswered). */
  order: readonly number[];
  right?: boolean | null;
  correctReply?: string | null;
};

export type SentenceResultScore = { rightCount: number; total: number };

export type BuiltReply =
  | { kind: 'none' }
  | { kind: 'complete'; text: string }
  | { kind: 'incomplete'; text: string; placed: number; total: number };

/** The reply as the candidate built it: the chunks in their order, with the final punctuation once every one is placed. */
export function builtReply(item: Pick<SentenceResultItem, 'chunks' | 'end' | 'order'>): BuiltReply {
  const placed = item.order.flatMap((position) => {
    const chunk = item.chunks[position];
    return chunk === undefined ? [] : [chunk];
  });
  if (placed.length === 0) return { kind: 'none' };
  const text = placed.join(' ');
  if (placed.length >= item.chunks.length) return { kind: 'complete', text: `${text}${item.end}` };
  return { kind: 'incomplete', text, placed: placed.length, total: item.chunks.length };
}

/** The heading line: the server's score, and that tutors do not mark this task. */
export function sentenceResultHeading(score: SentenceResultScore | null | undefined): string {
  const result = score ? `${score.rightCount} of ${score.total} right` : 'not scored yet';
  return `Build a Sentence: ${result} (scored automatically, not marked by tutors)`;
}

function Verdict({ right }: { right: boolean | null | undefined }) {
  if (right === true) return <span className="sentence-result__verdict sentence-result__verdict--right">Right</span>;
  if (right === false) return <span className="sentence-result__verdict sentence-result__verdict--wrong">Wrong</span>;
  return <span className="muted">Not scored yet</span>;
}

function Reply({ reply }: { reply: BuiltReply }) {
  if (reply.kind === 'none') return <span className="sentence-result__none">No answer</span>;
  return (
    <>
      <span className="sentence-result__reply">{reply.text}</span>
      {reply.kind === 'incomplete' ? (
        <span className="sentence-result__incomplete">
          {' '}
          (incomplete: {reply.placed} of {reply.total} pieces placed)
        </span>
      ) : null}
    </>
  );
}

/**
 * TOEFL Build a Sentence as the server scored it, in place of an answer text (which only holds positions): per item
 * the message, the reply the candidate built, Right or Wrong, and the correct reply when wrong.
 */
export function SentenceResult({
  items,
  score,
}: {
  items: readonly SentenceResultItem[];
  score: SentenceResultScore | null | undefined;
}) {
  const headingId = useId();
  return (
    <section className="sentence-result" aria-labelledby={headingId}>
      <h3 id={headingId} className="sentence-result__heading">
        {sentenceResultHeading(score)}
      </h3>
      {items.length === 0 ? (
        <p className="answer-empty">No items were given for this task.</p>
      ) : (
        <ol className="sentence-result__items" aria-label="Build a Sentence items">
          {items.map((item) => (
            <li key={item.index} className="sentence-result__item">
              <dl className="sentence-result__facts">
                <div>
                  <dt>Message</dt>
                  <dd>{item.context}</dd>
                </div>
                <div>
                  <dt>Candidate's reply</dt>
                  <dd>
                    <Reply reply={builtReply(item)} />
                  </dd>
                </div>
                <div>
                  <dt>Result</dt>
                  <dd>
                    <Verdict right={item.right} />
                  </dd>
                </div>
                {item.right === false && item.correctReply ? (
                  <div>
                    <dt>Correct reply</dt>
                    <dd className="sentence-result__correct">{item.correctReply}</dd>
                  </div>
                ) : null}
              </dl>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
