import type { TaskAttemptFieldsFragment } from '../../../gql/graphql';

type Task = TaskAttemptFieldsFragment['mockTest']['tasks'][number];

function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The instruction banner, the question and its optional image. */
export function TaskPrompt({ task }: { task: Task }) {
  return (
    <div className="task-prompt">
      <p className="instruction-banner">{task.instructions}</p>
      <h2 className="task-prompt__heading">{task.title}</h2>
      <div className="task-prompt__text">{task.prompt}</div>
      {task.imageSvg && (
        // An <img> never runs scripts inside the SVG, so the server's markup is displayed safely.
        <img className="task-prompt__image" src={svgDataUrl(task.imageSvg)} alt={task.imageAlt ?? 'Task image'} />
      )}
    </div>
  );
}
