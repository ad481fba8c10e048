import { CaseNotes } from '@mocktest/web-shared/case-notes';
import { DiscussionBoard } from '@mocktest/web-shared/discussion-board';
import { svgDataUrl, writingKindLabel } from '@mocktest/web-shared/format';
import '@mocktest/web-shared/styles/task-material.css';
import type { GradingItemFieldsFragment } from '../../../gql/graphql';
import '../task-material.css';

type Task = GradingItemFieldsFragment['attempt']['mockTest']['tasks'][number];

/** Everything the candidate was given for a task: kind, prompt, points, image, passage, discussion, case notes. */
export function TaskMaterial({ task }: { task: Task }) {
  const kind = task.letterKind ?? task.essayKind;
  return (
    <div className="task-material">
      {kind ? <p className="material-kind">{writingKindLabel(kind)}</p> : null}
      <div className="task-prompt">{task.prompt}</div>
      {task.bullets && task.bullets.length > 0 ? (
        <ul className="material-bullets task-points" aria-label="Points to cover">
          {task.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      ) : null}
      {task.imageSvg ? (
        <figure className="material-figure">
          {/* An <img> never runs scripts an SVG might carry, unlike inline markup. */}
          <img
            className="task-image"
            src={svgDataUrl(task.imageSvg)}
            alt={task.imageAlt ?? `Image for ${task.title}`}
          />
          {task.imageAlt ? (
            <details className="material-details">
              <summary>The chart as text</summary>
              <p>{task.imageAlt}</p>
            </details>
          ) : null}
        </figure>
      ) : null}
      {task.passage ? (
        <section className="material-passage" aria-label="Passage">
          <h3>Passage</h3>
          <div className="material-passage-text">{task.passage}</div>
        </section>
      ) : null}
      {task.discussion ? <DiscussionBoard discussion={task.discussion} /> : null}
      {task.oetCase ? <CaseNotes notes={task.oetCase} idPrefix={`task-${task.key}`} showShape /> : null}
    </div>
  );
}

/** The bank's model answer, folded away so that it never steers a first reading of the candidate's answer. */
export function ModelAnswer({ task }: { task: Task }) {
  if (!task.modelAnswer) return null;
  return (
    <details className="model-answer">
      <summary>Model answer</summary>
      <div className="model-answer-text">{task.modelAnswer}</div>
    </details>
  );
}
