import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { type EvaluationFormValues, maxCommentCharacters } from '../lib/evaluation-form';
import {
  type AnswerPassage,
  commentOnPassage,
  duplicateComment,
  duplicateCommentMessage,
  selectedPassage,
} from '../lib/passage-selection';
import { wordSpans } from '../lib/word-range';
import { useReadingPane } from './reading-pane';
import { WordRangePicker } from './word-range-picker';
import './passage-comments.css';

type Criterion = { taskKey?: string | null; key: string; label: string };

export type CommentableAnswers = {
  tasks: { key: string; title: string }[];
  answers: { taskKey: string; text: string }[];
  criteria: Criterion[];
};

/** The passage the draft comments on; `editing` is the index of the comment it edits, null for a new one. */
type Draft = AnswerPassage & { editing: number | null };

const criteriaOf = (criteria: Criterion[], taskKey: string) =>
  criteria.filter((criterion) => !criterion.taskKey || criterion.taskKey === taskKey);

/**
 * Comments anchored to passages: the tutor selects words of an answer in the reading pane (the answers on the left),
 * picks the criterion and writes the comment; each passage is marked there with its number. A passage already
 * commented on opens its comment for editing. Stored in the grading form, so Save draft and Publish send them with
 * the rest of the evaluation.
 */
export function PassageComments({ answers, readOnly }: { answers: CommentableAnswers; readOnly: boolean }) {
  const baseId = useId();
  const { control } = useFormContext<EvaluationFormValues>();
  const { fields: comments, append, remove, update } = useFieldArray({ control, name: 'comments' });
  const pane = useReadingPane();
  const lastSelection = useRef<AnswerPassage | null>(null);
  const [pending, setPending] = useState<Draft | null>(null);
  const [criterion, setCriterion] = useState('');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [picking, setPicking] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (readOnly || !pane) return;
    // A click on the button may move the focus; remember the last passage selected in an answer.
    const remember = () => {
      const found = selectedPassage(pane.answers, window.getSelection());
      if (found) lastSelection.current = found;
    };
    document.addEventListener('selectionchange', remember);
    return () => document.removeEventListener('selectionchange', remember);
  }, [readOnly, pane]);

  // The reading pane marks the commented passages, numbered as listed here.
  const marked = useMemo(() => {
    const byTask: Record<string, { start: number; end: number; number: number }[]> = {};
    comments.forEach((comment, index) => {
      const list = byTask[comment.taskKey] ?? [];
      list.push({ start: comment.start, end: comment.end, number: index + 1 });
      byTask[comment.taskKey] = list;
    });
    return JSON.stringify(byTask);
  }, [comments]);
  const setPassages = pane?.setPassages;
  useEffect(() => {
    if (!setPassages) return;
    setPassages(JSON.parse(marked));
    return () => setPassages({});
  }, [marked, setPassages]);

  useEffect(() => {
    if (pending) textRef.current?.focus();
  }, [pending]);

  const written = answers.tasks.filter((task) =>
    answers.answers.some((answer) => answer.taskKey === task.key && answer.text.trim() !== ''),
  );
  const answerText = (taskKey: string) => answers.answers.find((answer) => answer.taskKey === taskKey)?.text ?? '';
  const taskTitle = (taskKey: string) => answers.tasks.find((task) => task.key === taskKey)?.title ?? taskKey;
  const criterionLabel = (taskKey: string, key: string) =>
    criteriaOf(answers.criteria, taskKey).find((c) => c.key === key)?.label ?? key;

  function startComment(taskKey: string) {
    const selected = (pane && selectedPassage(pane.answers, window.getSelection())) ?? lastSelection.current;
    if (!selected || selected.taskKey !== taskKey) {
      setPending(null);
      setProblem(`First select a passage of the answer to ${taskTitle(taskKey)}, or choose it by word numbers.`);
      return;
    }
    openDraft(selected);
  }

  function openDraft(selected: AnswerPassage) {
    const { taskKey, start, end } = selected;
    setPicking(null);
    setProblem(null);
    // A passage already commented on opens that comment for editing rather than adding a second one.
    const existing = commentOnPassage(comments, selected);
    const comment = comments[existing];
    setPending({ taskKey, start, end, editing: comment ? existing : null });
    setCriterion(comment?.criterion ?? criteriaOf(answers.criteria, taskKey)[0]?.key ?? '');
    setText(comment?.text ?? '');
  }

  function saveComment() {
    if (!pending) return;
    if (text.trim() === '') {
      setProblem(
        pending.editing === null ? 'Write the comment before adding it.' : 'Write the comment before saving it.',
      );
      return;
    }
    const { editing, ...passage } = pending;
    const comment = { ...passage, criterion, text: text.trim() };
    const duplicate = duplicateComment(comments, comment, editing);
    if (duplicate >= 0) {
      setProblem(duplicateCommentMessage(duplicate));
      return;
    }
    if (editing === null) append(comment);
    else update(editing, comment);
    setPending(null);
    setProblem(null);
    window.getSelection()?.removeAllRanges();
    lastSelection.current = null;
  }

  if (written.length === 0) return null;
  return (
    <fieldset className="form-section passage-comments">
      <legend>Comments on passages</legend>
      {readOnly ? null : (
        <p className="muted small">
          Select words in an answer on the left, press Comment on selection, then choose the criterion and write the
          comment; a passage already commented on opens its comment. With the keyboard, Choose words by number picks the
          passage by its first and last word.
        </p>
      )}
      {written.map((task) => (
        <div key={task.key} className="passage-comments__task">
          <h3 className="passage-comments__title" id={`${baseId}-${task.key}`}>
            {task.title}
          </h3>
          {readOnly ? null : (
            <button
              type="button"
              className="button button--secondary button--small"
              aria-describedby={`${baseId}-${task.key}`}
              // Keeps the selection: a mouse press on the button would otherwise clear it in some browsers.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => startComment(task.key)}
            >
              Comment on selection
            </button>
          )}
          {readOnly ? null : (
            <button
              type="button"
              className="button button--secondary button--small passage-comments__by-number"
              aria-expanded={picking === task.key}
              aria-describedby={`${baseId}-${task.key}`}
              onClick={() => setPicking(picking === task.key ? null : task.key)}
            >
              Choose words by number
            </button>
          )}
          {picking === task.key ? (
            <WordRangePicker
              text={answerText(task.key)}
              wordCount={wordSpans(answerText(task.key)).length}
              onChoose={(range) => openDraft({ taskKey: task.key, ...range })}
              onCancel={() => setPicking(null)}
            />
          ) : null}
        </div>
      ))}
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
      {pending ? (
        <fieldset className="passage-draft">
          <legend>{pending.editing === null ? 'New comment' : `Edit comment [${pending.editing + 1}]`}</legend>
          <p className="small">
            Passage in {taskTitle(pending.taskKey)}:{' '}
            <q className="passage-quote">{answerText(pending.taskKey).slice(pending.start, pending.end)}</q>
          </p>
          {pending.editing === null ? null : (
            <p className="small">
              This passage already has a comment, opened here to edit.{' '}
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => {
                  // Another comment on the same passage must be on another criterion; saving checks that.
                  setPending({ ...pending, editing: null });
                  setText('');
                  setProblem(null);
                }}
              >
                Add another comment instead
              </button>
            </p>
          )}
          <div className="field">
            <label htmlFor={`${baseId}-criterion`}>Criterion</label>
            <select id={`${baseId}-criterion`} value={criterion} onChange={(event) => setCriterion(event.target.value)}>
              {criteriaOf(answers.criteria, pending.taskKey).map((c) => (
                <option key={c.key} value={c.key}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${baseId}-comment`}>Comment</label>
            <textarea
              id={`${baseId}-comment`}
              ref={textRef}
              rows={3}
              maxLength={maxCommentCharacters}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <div className="form-actions">
            <button type="button" className="button button--secondary button--small" onClick={() => setPending(null)}>
              Cancel
            </button>
            <button type="button" className="button button--primary button--small" onClick={saveComment}>
              {pending.editing === null ? 'Add comment' : 'Save comment'}
            </button>
          </div>
        </fieldset>
      ) : null}
      {comments.length === 0 ? (
        <p className="muted small">No comments on passages yet.</p>
      ) : (
        <ol className="passage-comment-list" aria-label="Comments on passages">
          {comments.map((comment, index) => (
            <li key={comment.id} className="passage-comment">
              <p className="passage-comment__head">
                <span className="passage-comment__number">[{index + 1}]</span>{' '}
                <strong>{criterionLabel(comment.taskKey, comment.criterion)}</strong>
                {written.length > 1 ? <span className="muted"> · {taskTitle(comment.taskKey)}</span> : null}
              </p>
              <p className="small">
                <q className="passage-quote">{answerText(comment.taskKey).slice(comment.start, comment.end)}</q>
              </p>
              <p className="passage-comment__text">{comment.text}</p>
              {readOnly ? null : (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => {
                    // The numbers after it move up: a comment open for editing is closed rather than mixed up.
                    if (pending && pending.editing !== null) setPending(null);
                    remove(index);
                  }}
                  aria-label={`Remove comment ${index + 1}`}
                >
                  Remove
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </fieldset>
  );
}
