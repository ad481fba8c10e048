type ListedComment = { id: string; taskKey: string; start: number; end: number; criterion: string; text: string };

type PassageCommentListProps = {
  comments: ListedComment[];
  readOnly: boolean;
  /** Whether the task's title is shown beside each comment (when more than one answer can be commented). */
  showTask: boolean;
  answerText: (taskKey: string) => string;
  taskTitle: (taskKey: string) => string;
  criterionLabel: (taskKey: string, key: string) => string;
  onRemove: (index: number) => void;
};

/** The comments on passages, numbered as the reading pane marks their passages. */
export function PassageCommentList(props: PassageCommentListProps) {
  const { comments, readOnly, answerText } = props;
  if (comments.length === 0) return <p className="muted small">No comments on passages yet.</p>;
  return (
    <ol className="passage-comment-list" aria-label="Comments on passages">
      {comments.map((comment, index) => (
        <li key={comment.id} className="passage-comment">
          <p className="passage-comment__head">
            <span className="passage-comment__number">[{index + 1}]</span>{' '}
            <strong>{props.criterionLabel(comment.taskKey, comment.criterion)}</strong>
            {props.showTask ? <span className="muted"> · {props.taskTitle(comment.taskKey)}</span> : null}
          </p>
          <p className="small">
            <q className="passage-quote">{answerText(comment.taskKey).slice(comment.start, comment.end)}</q>
          </p>
          <p className="passage-comment__text">{comment.text}</p>
          {readOnly ? null : (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => props.onRemove(index)}
              aria-label={`Remove comment ${index + 1}`}
            >
              Remove
            </button>
          )}
        </li>
      ))}
    </ol>
  );
}
