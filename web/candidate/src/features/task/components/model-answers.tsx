import { useId } from 'react';
import type { TaskAttemptFieldsFragment } from '../../../gql/graphql';
import './model-answers.css';

type ModelAnswer = TaskAttemptFieldsFragment['modelAnswers'][number];

/** The bank separates paragraphs with a blank line; single line breaks (a letter's address) stay inside one. */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');

function ModelAnswerSection({ answer, titled }: { answer: ModelAnswer; titled: boolean }) {
  const headingId = useId();
  return (
    <section className="evaluation__section model-answer" aria-labelledby={headingId}>
      <h3 id={headingId}>{titled ? `Model answer: ${answer.title}` : 'Model answer'}</h3>
      {/* Open at first, yet one tap folds it away: it is read last and should not crowd the tutor's feedback. */}
      <details className="model-answer__details" open>
        <summary>Model answer for {answer.title}</summary>
        <div className="model-answer__text">
          {paragraphsOf(answer.text).map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the bank's text never changes while it is shown
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        {/* A plain block, not an aside: a landmark per task would crowd a screen reader's list of landmarks. */}
        {answer.note && (
          <div className="model-answer__note">
            <h4>Why it scores at the top</h4>
            <p>{answer.note}</p>
          </div>
        )}
      </details>
    </section>
  );
}

/**
 * The test's model answers, one section per written task, each followed by the examiner's note on what earns it the
 * top score. The server sends none until the evaluation is released, and then nothing renders here.
 */
export function ModelAnswers({ answers, titled }: { answers: readonly ModelAnswer[]; titled: boolean }) {
  return answers.map((answer) => <ModelAnswerSection key={answer.taskKey} answer={answer} titled={titled} />);
}
