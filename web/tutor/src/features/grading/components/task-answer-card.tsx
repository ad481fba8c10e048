import type { GradingItemFieldsFragment } from '../../../gql/graphql';
import { advisoryWords, outsideAdvice } from '../lib/answer-text';

type Task = GradingItemFieldsFragment['attempt']['mockTest']['tasks'][number];
type Answer = GradingItemFieldsFragment['attempt']['answers'][number];

function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** One task: its prompt and image, then the candidate's answer with its word count against the advice. */
export function TaskAnswerCard({ task, answer }: { task: Task; answer: Answer | undefined }) {
  const advice = advisoryWords(task.minWords, task.maxWords);
  const words = answer?.wordCount ?? 0;
  const offAdvice = answer ? outsideAdvice(words, task.minWords, task.maxWords) : false;
  const headingId = `task-${task.key}-title`;
  return (
    <article className="card task-card" aria-labelledby={headingId}>
      <header className="task-card-header">
        <h2 id={headingId}>{task.title}</h2>
        <span className="muted small">{task.minutes} min</span>
      </header>
      {task.instructions ? <p className="task-instructions">{task.instructions}</p> : null}
      <div className="task-prompt">{task.prompt}</div>
      {task.imageSvg ? (
        // An <img> never runs scripts an SVG might carry, unlike inline markup.
        <img className="task-image" src={svgDataUrl(task.imageSvg)} alt={task.imageAlt ?? `Image for ${task.title}`} />
      ) : null}
      <h3 className="answer-title">Candidate's answer</h3>
      <p className="word-count">
        <span className={offAdvice ? 'word-count-value word-count-off' : 'word-count-value'}>
          {words} {words === 1 ? 'word' : 'words'}
        </span>
        {advice ? <span className="muted"> · advisory: {advice}</span> : null}
      </p>
      {answer && answer.text.trim() !== '' ? (
        <div className="answer-text">{answer.text}</div>
      ) : (
        <p className="answer-text answer-empty">No answer was written for this task.</p>
      )}
    </article>
  );
}
