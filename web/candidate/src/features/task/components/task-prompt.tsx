import { DiscussionBoard } from '@mocktest/web-shared/discussion-board';
import { svgDataUrl } from '@mocktest/web-shared/format';
import '@mocktest/web-shared/styles/task-material.css';
import { type Ref, useState } from 'react';
import type { TaskAttemptFieldsFragment } from '../../../gql/graphql';
import { PromptText } from './prompt-text';
import '../task-content.css';

type Task = TaskAttemptFieldsFragment['mockTest']['tasks'][number];

/** What the bullets of a task ask for, named by its kind of writing. */
function bulletsIntro(task: Task): string {
  // IELTS General Task 1 is the only task key with points besides the TOEFL email. Its register is never named here:
  // as on the real paper, choosing it is part of what is assessed (it is a hint, for those practising with hints).
  if (task.key === 'task1') return 'In your letter:';
  if (task.key === 'email') return 'In your email, do the following:';
  return 'Cover these points:';
}

/** The chart image; on a phone it can be enlarged to its full width and scrolled sideways. */
function TaskFigure({ svg, alt }: { svg: string; alt: string | null }) {
  const [enlarged, setEnlarged] = useState(false);
  return (
    <figure className={`task-figure${enlarged ? ' task-figure--enlarged' : ''}`}>
      <div className="task-figure__frame">
        {/* An <img> never runs scripts inside the SVG, so the server's markup is displayed safely. */}
        <img className="task-image" src={svgDataUrl(svg)} alt={alt ?? 'Task image'} />
      </div>
      <div className="task-figure__tools">
        <button
          type="button"
          className="link-button task-figure__zoom"
          aria-pressed={enlarged}
          onClick={() => setEnlarged((value) => !value)}
        >
          {enlarged ? 'Fit the chart to the screen' : 'Enlarge the chart'}
        </button>
        {alt && (
          <details className="task-figure__text">
            <summary>Read the chart as text</summary>
            <p>{alt}</p>
          </details>
        )}
      </div>
    </figure>
  );
}

/**
 * The instruction banner, the question and what comes with it: image, letter points, passage, discussion. OET case
 * notes have a panel of their own (TaskBody, ExamSplit).
 */
export function TaskPrompt({ task, headingRef }: { task: Task; headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <div className="task-prompt">
      <p className="instruction-banner">{task.instructions}</p>
      <div className="task-prompt__title-row">
        {/* With a ref, the screen moves the focus here when the task opens (tabIndex -1: focusable, not tabbable). */}
        <h2 className="task-prompt__heading" ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          {task.title}
        </h2>
      </div>
      <PromptText text={task.prompt} />
      {task.bullets && task.bullets.length > 0 && (
        <div className="task-bullets task-points">
          <p className="task-bullets__intro">{bulletsIntro(task)}</p>
          <ul className="task-bullets__list">
            {task.bullets.map((bullet) => (
              <li key={bullet}>{bullet}</li>
            ))}
          </ul>
        </div>
      )}
      {task.imageSvg && <TaskFigure svg={task.imageSvg} alt={task.imageAlt} />}
      {task.passage && (
        <article className="task-passage" aria-labelledby={`passage-${task.key}`}>
          <h3 id={`passage-${task.key}`} className="task-passage__title">
            Passage
          </h3>
          <PromptText text={task.passage} />
        </article>
      )}
      {task.discussion && <DiscussionBoard discussion={task.discussion} />}
    </div>
  );
}
