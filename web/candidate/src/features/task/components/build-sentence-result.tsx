import { placedReply } from '@mocktest/web-shared/build-sentence';
import type { TaskAttemptFieldsFragment } from '../../../gql/graphql';
import './build-sentence.css';

type Attempt = Pick<TaskAttemptFieldsFragment, 'sentenceItems' | 'sentenceScore'>;

/**
 * Build a Sentence once handed in: each message with the reply as the candidate built it; after the release also
 * whether it is right and, when not, the correct reply (marked in words, not by colour alone).
 */
export function BuildSentenceResult({ attempt }: { attempt: Attempt }) {
  const score = attempt.sentenceScore;
  return (
    <section className="build-sentence build-sentence--result" aria-labelledby="build-sentence-result-title">
      <h3 id="build-sentence-result-title" className="build-sentence__title">
        {score ? `Build a Sentence: ${score.rightCount} of ${score.total} right` : 'Your replies'}
      </h3>
      {score && (
        <p className="muted build-sentence__note">
          Scored automatically: a reply counts when every blank holds the right word, with no extra word placed.
        </p>
      )}
      <ol className="build-sentence__items">
        {attempt.sentenceItems.map((item) => {
          const reply = item.order.length > 0 ? placedReply(item) : '';
          return (
            <li key={item.index} className="build-sentence__item">
              <p className="build-sentence__context">
                <span className="visually-hidden">Message {item.index + 1}: </span>
                {item.context}
              </p>
              <p className="build-sentence__answer">
                <span className="build-sentence__label">Your reply:</span> {reply || <em>No answer</em>}
                {item.right !== null && (
                  <strong className={`verdict ${item.right ? 'verdict--right' : 'verdict--wrong'}`}>
                    {item.right ? 'Right' : 'Wrong'}
                  </strong>
                )}
              </p>
              {item.right === false && item.correctReply && (
                <p className="build-sentence__answer">
                  <span className="build-sentence__label">Correct reply:</span> {item.correctReply}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
