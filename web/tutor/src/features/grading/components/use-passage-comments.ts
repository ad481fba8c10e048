import { useEffect, useId, useRef, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { ExamKey } from '../../../gql/graphql';
import type { EvaluationFormValues } from '../lib/evaluation-form';
import {
  type AnswerPassage,
  commentOnPassage,
  duplicateComment,
  duplicateCommentMessage,
} from '../lib/passage-selection';
import { useCommentBank } from '../lib/use-comment-bank';
import { useGradingShortcuts } from '../lib/use-grading-shortcuts';
import { useFirstReadBridge } from './first-read-bridge';
import { useMarkedPassages, usePaneSelection } from './passage-comment-hooks';

type Criterion = { taskKey?: string | null; key: string; label: string };

export type CommentableAnswers = {
  /** The exam whose rubric the criteria are (the tutor's comment bank is per exam). */
  exam: ExamKey;
  tasks: { key: string; title: string }[];
  answers: { taskKey: string; text: string }[];
  criteria: Criterion[];
};

/** The passage the draft comments on; `editing` is the index of the comment it edits, null for a new one. */
type Draft = AnswerPassage & { editing: number | null };

export const criteriaOf = (criteria: Criterion[], taskKey: string) =>
  criteria.filter((criterion) => !criterion.taskKey || criterion.taskKey === taskKey);

/** Passage comments' draft, problem and word picking over the form's comments. Hook order kept: effects rely on it. */
export function usePassageComments(answers: CommentableAnswers, readOnly: boolean) {
  const baseId = useId();
  const { control } = useFormContext<EvaluationFormValues>();
  const { fields: comments, append, remove, update } = useFieldArray({ control, name: 'comments' });
  const selection = usePaneSelection(readOnly);
  const [pending, setPending] = useState<Draft | null>(null);
  const [criterion, setCriterion] = useState('');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [picking, setPicking] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  // Read with the form, so the phrases are there when the first comment opens.
  const bank = useCommentBank(answers.exam, readOnly);
  useMarkedPassages(comments);
  // The reading pane's first-read flags add a comment in one action, or open the one already on their passage.
  useFirstReadBridge(readOnly, comments, append, openDraft);

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

  function startComment(taskKey: string | null) {
    const selected = selection.current();
    if (!selected || (taskKey !== null && selected.taskKey !== taskKey)) {
      setPending(null);
      setProblem(
        taskKey === null
          ? 'First select a passage of an answer, then press Alt+C.'
          : `First select a passage of the answer to ${taskTitle(taskKey)}, or choose it by word numbers.`,
      );
      return;
    }
    openDraft(selected);
  }

  useGradingShortcuts({ commentOnSelection: () => startComment(null) }, !readOnly && written.length > 0);

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
      setProblem(`Write the comment before ${pending.editing === null ? 'adding' : 'saving'} it.`);
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
    selection.forget();
  }

  function addAnother() {
    if (!pending) return;
    // Another comment on the same passage must be on another criterion; saving checks that.
    setPending({ ...pending, editing: null });
    setText('');
    setProblem(null);
  }

  function removeComment(index: number) {
    // The numbers after it move up: a comment open for editing is closed rather than mixed up.
    if (pending && pending.editing !== null) setPending(null);
    remove(index);
  }

  return {
    baseId,
    comments,
    pending,
    setPending,
    criterion,
    setCriterion,
    text,
    setText,
    textRef,
    problem,
    bank,
    picking,
    setPicking,
    written,
    answerText,
    taskTitle,
    criterionLabel,
    startComment,
    openDraft,
    saveComment,
    addAnother,
    removeComment,
  };
}
