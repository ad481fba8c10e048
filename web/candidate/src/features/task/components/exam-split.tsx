import { CaseNotes } from '@mocktest/web-shared/case-notes';
import { TaskHintsPanel, type TaskHintView } from '@mocktest/web-shared/hints';
import { type KeyboardEvent, type ReactNode, type Ref, useId, useState } from 'react';
import type { TaskAttemptFieldsFragment } from '../../../gql/graphql';
import { HighlightArea } from './highlight-area';
import { TaskPrompt } from './task-prompt';
import './exam-split.css';

type Task = TaskAttemptFieldsFragment['mockTest']['tasks'][number];
type Pane = 'question' | 'answer';

const defaultLabels: Record<Pane, string> = { question: 'Question', answer: 'Your answer' };

type ExamSplitProps = {
  task: Task;
  /** Only an attempt started with "Practice with hints" has any: under exam conditions the list is empty. */
  hints?: readonly TaskHintView[];
  /** Where this task's highlights are kept for the attempt (sessionStorage). */
  highlightKey: string;
  /** The task's heading, which takes the focus when the task opens after another. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The answer side: the answer box (or Build a Sentence) and anything that goes with it. */
  children: ReactNode;
  /** Shown above the question on its side (the rewrite's feedback), with the phone tab named `questionLabel`. */
  before?: ReactNode;
  questionLabel?: string;
};

/**
 * The computer-delivered exams' screen: the question (prompt, chart, passage or OET case notes, with the highlighter)
 * on one side, the answer on the other, each scrolling on its own so that both stay in view. On a phone two tabs,
 * Question and Your answer, show one side at a time, each filling the screen.
 */
export function ExamSplit({
  task,
  hints = [],
  highlightKey,
  headingRef,
  children,
  before,
  questionLabel = defaultLabels.question,
}: ExamSplitProps) {
  const paneLabels: Record<Pane, string> = { ...defaultLabels, question: questionLabel };
  const [pane, setPane] = useState<Pane>('question');
  const baseId = useId();
  const paneId = (which: Pane) => `${baseId}-${which}`;
  const tabId = (which: Pane) => `${baseId}-${which}-tab`;
  const panes: Pane[] = ['question', 'answer'];

  function onTabKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next: Pane =
      event.key === 'Home' ? 'question' : event.key === 'End' ? 'answer' : pane === 'question' ? 'answer' : 'question';
    setPane(next);
    document.getElementById(tabId(next))?.focus();
  }

  return (
    <div className={`exam-split exam-split--show-${pane}`}>
      <div className="pane-tabs" role="tablist" aria-label="Question and answer" onKeyDown={onTabKeyDown}>
        {panes.map((which) => (
          <button
            key={which}
            id={tabId(which)}
            type="button"
            role="tab"
            className="pane-tabs__tab"
            aria-selected={pane === which}
            aria-controls={paneId(which)}
            tabIndex={pane === which ? 0 : -1}
            onClick={() => setPane(which)}
          >
            {paneLabels[which]}
          </button>
        ))}
      </div>
      <section
        id={paneId('question')}
        className="exam-split__pane exam-split__pane--question"
        aria-label={questionLabel}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the pane scrolls on its own; keyboard users scroll it once it has the focus
        tabIndex={0}
      >
        {before}
        <HighlightArea storageKey={highlightKey}>
          <TaskPrompt task={task} headingRef={headingRef} />
          {task.oetCase && <CaseNotes notes={task.oetCase} />}
        </HighlightArea>
        <TaskHintsPanel
          hints={hints}
          idPrefix={`task-${task.key}`}
          note="You chose to practise with hints. The real exam gives none of this."
        />
      </section>
      <section id={paneId('answer')} className="exam-split__pane exam-split__pane--answer" aria-label="Answer">
        {children}
      </section>
    </div>
  );
}
