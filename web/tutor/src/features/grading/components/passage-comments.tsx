import { AnnotatedAnswer, textOffsetWithin } from '@mocktest/web-shared/passages';
import { useEffect, useId, useRef, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { type EvaluationFormValues, maxCommentCharacters } from '../lib/evaluation-form';
import { wordSpans } from '../lib/word-range';
import { WordRangePicker } from './word-range-picker';
import './passage-comments.css';

type Criterion = { taskKey?: string | null; key: string; label: string };

export type CommentableAnswers = {
  tasks: { key: string; title: string }[];
  answers: { taskKey: string; text: string }[];
  criteria: Criterion[];
};

type Selection = { taskKey: string; start: number; end: number };

const criteriaOf = (criteria: Criterion[], taskKey: string) =>
  criteria.filter((criterion) => !criterion.taskKey || criterion.taskKey === taskKey);

/** The selection as offsets into one task's answer, when it lies within that answer. */
function selectionIn(container: HTMLElement, taskKey: string): Selection | null {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  const start = textOffsetWithin(container, range.startContainer, range.startOffset);
  const end = textOffsetWithin(container, range.endContainer, range.endOffset);
  if (start === null || end === null || start >= end) return null;
  return { taskKey, start, end };
}

/**
 * Comments anchored to passages: the tutor selects words of an answer, picks the criterion and writes the comment;
 * each passage is marked in the answer with its number. Stored in the grading form, so Save draft and Publish send
 * them with the rest of the evaluation.
 */
export function PassageComments({ answers, readOnly }: { answers: CommentableAnswers; readOnly: boolean }) {
  const baseId = useId();
  const { control } = useFormContext<EvaluationFormValues>();
  const { fields: comments, append, remove } = useFieldArray({ control, name: 'comments' });
  const containers = useRef(new Map<string, HTMLDivElement>());
  const lastSelection = useRef<Selection | null>(null);
  const [pending, setPending] = useState<Selection | null>(null);
  const [criterion, setCriterion] = useState('');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [picking, setPicking] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (readOnly) return;
    // A click on the button may move the focus; remember the last passage selected in an answer.
    const remember = () => {
      for (const [taskKey, container] of containers.current) {
        const found = selectionIn(container, taskKey);
        if (found) {
          lastSelection.current = found;
          return;
        }
      }
    };
    document.addEventListener('selectionchange', remember);
    return () => document.removeEventListener('selectionchange', remember);
  }, [readOnly]);

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
    const container = containers.current.get(taskKey);
    const selected = (container && selectionIn(container, taskKey)) ?? lastSelection.current;
    if (!selected || selected.taskKey !== taskKey) {
      setPending(null);
      setProblem(`First select a passage of the answer to ${taskTitle(taskKey)}, or choose it by word numbers.`);
      return;
    }
    openDraft(selected);
  }

  function openDraft(selected: Selection) {
    const { taskKey } = selected;
    setPicking(null);
    setProblem(null);
    setPending(selected);
    setCriterion(criteriaOf(answers.criteria, taskKey)[0]?.key ?? '');
    setText('');
  }

  function addComment() {
    if (!pending) return;
    if (text.trim() === '') {
      setProblem('Write the comment before adding it.');
      return;
    }
    append({ ...pending, criterion, text: text.trim() });
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
          Select words in an answer, press Comment on selection, then choose the criterion and write the comment. With
          the keyboard, Choose words by number picks the passage by its first and last word.
        </p>
      )}
      {written.map((task) => (
        <div key={task.key} className="passage-comments__task">
          <h3 className="passage-comments__title" id={`${baseId}-${task.key}`}>
            {task.title}
          </h3>
          <AnnotatedAnswer
            ref={(element) => {
              if (element) containers.current.set(task.key, element);
              else containers.current.delete(task.key);
            }}
            className="answer-text passage-comments__answer"
            text={answerText(task.key)}
            passages={comments.flatMap((comment, index) =>
              comment.taskKey === task.key ? [{ start: comment.start, end: comment.end, number: index + 1 }] : [],
            )}
          />
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
          <legend>New comment</legend>
          <p className="small">
            Passage in {taskTitle(pending.taskKey)}:{' '}
            <q className="passage-quote">{answerText(pending.taskKey).slice(pending.start, pending.end)}</q>
          </p>
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
            <button type="button" className="button button--primary button--small" onClick={addComment}>
              Add comment
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
                  onClick={() => remove(index)}
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
