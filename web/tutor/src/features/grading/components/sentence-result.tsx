import { placedReply, placedWords, type SentenceReply } from '@mocktest/web-shared/build-sentence';
import { useId } from 'react';
import './sentence-result.css';

/** One Build a Sentence item as the API gives it to staff (Attempt.sentenceItems). */
export type SentenceResultItem = SentenceReply & {
  index: number;
  context: string;
  right?: boolean | null;
  correctReply?: string | null;
};

export type SentenceResultScore = { rightCount: number; total: number };

export type BuiltReply =
  | { kind: 'none' }
  | { kind: 'complete'; text: string }
  | { kind: 'incomplete'; text: string; placed: number; total: number };

/** The reply as the candidate built it: the given text with the placed words, '___' for a blank left empty. */
export function builtReply(item: SentenceReply): BuiltReply {
  const placed = placedWords(item).length;
  if (placed === 0) return { kind: 'none' };
  const text = placedReply(item);
  if (placed >= item.blanks) return { kind: 'complete', text };
  return { kind: 'incomplete', text, placed, total: item.blanks };
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
          (incomplete: {reply.placed} of {reply.total} blanks filled)
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
