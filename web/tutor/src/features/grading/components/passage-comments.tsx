import { CommentDraft } from './comment-draft';
import { PassageCommentList } from './passage-comment-list';
import { PassageTaskActions } from './passage-task-actions';
import { type CommentableAnswers, criteriaOf, usePassageComments } from './use-passage-comments';
import './passage-comments.css';
import './comment-bank.css';

export type { CommentableAnswers } from './use-passage-comments';

/**
 * Comments anchored to passages: the tutor selects words of an answer in the reading pane (the answers on the left),
 * presses Comment on selection (Alt+C), picks the criterion and writes the comment, inserting saved phrases of the
 * comment bank with Alt+P; each passage is marked there with its number. A passage already commented on opens its
 * comment for editing. Stored in the grading form, so Save draft and Publish send them with the rest.
 */
export function PassageComments({ answers, readOnly }: { answers: CommentableAnswers; readOnly: boolean }) {
  const c = usePassageComments(answers, readOnly);
  const { pending, written } = c;

  if (written.length === 0) return null;
  return (
    <fieldset className="form-section passage-comments">
      <legend>Comments on passages</legend>
      {readOnly ? null : (
        <p className="muted small">
          Select words in an answer on the left, press Comment on selection (Alt+C), then choose the criterion and write
          the comment; a passage already commented on opens its comment. With the keyboard, Choose words by number picks
          the passage by its first and last word.
        </p>
      )}
      {written.map((task) => (
        <PassageTaskActions
          key={task.key}
          baseId={c.baseId}
          task={task}
          answerText={c.answerText(task.key)}
          readOnly={readOnly}
          picking={c.picking === task.key}
          onComment={() => c.startComment(task.key)}
          onTogglePicking={() => c.setPicking(c.picking === task.key ? null : task.key)}
          onChooseRange={(range) => c.openDraft({ taskKey: task.key, ...range })}
        />
      ))}
      {c.problem ? (
        <p className="field-error" role="alert">
          {c.problem}
        </p>
      ) : null}
      {pending ? (
        <CommentDraft
          baseId={c.baseId}
          editing={pending.editing}
          taskTitle={c.taskTitle(pending.taskKey)}
          passage={c.answerText(pending.taskKey).slice(pending.start, pending.end)}
          criteria={criteriaOf(answers.criteria, pending.taskKey)}
          criterion={c.criterion}
          onCriterion={c.setCriterion}
          text={c.text}
          onText={c.setText}
          textRef={c.textRef}
          bank={c.bank}
          onAddAnother={c.addAnother}
          onCancel={() => c.setPending(null)}
          onSave={c.saveComment}
        />
      ) : null}
      <PassageCommentList
        comments={c.comments}
        readOnly={readOnly}
        showTask={written.length > 1}
        answerText={c.answerText}
        taskTitle={c.taskTitle}
        criterionLabel={c.criterionLabel}
        onRemove={c.removeComment}
      />
    </fieldset>
  );
}
