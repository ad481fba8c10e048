import type { TaskAttemptFieldsFragment } from '../../../gql/graphql';
import { formatRemaining } from '../lib/format-remaining';
import { buildSentenceKey } from '../lib/sentence-order';
import { AnswerBox } from './answer-box';
import { BuildSentenceBox } from './build-sentence-box';
import { editorToolsFor } from './editor-tools';

type TaskAnswerAreaProps = {
  attempt: TaskAttemptFieldsFragment;
  task: TaskAttemptFieldsFragment['mockTest']['tasks'][number];
  value: string;
  readOnly: boolean;
  reading: boolean;
  /** Time left of the reading time (only read while `reading`). */
  readingMs: number;
  onChange: (text: string) => void;
};

/** The reading-time notice, then the task's editor: Build a Sentence's own, else the answer box. */
export function TaskAnswerArea({ attempt, task, value, readOnly, reading, readingMs, onChange }: TaskAnswerAreaProps) {
  const test = attempt.mockTest;
  return (
    <>
      {reading && (
        <p className="notice notice--info reading-notice" role="status">
          <span>
            <strong>Reading time:</strong> read the case notes now; you cannot write yet. Writing opens in{' '}
            {formatRemaining(readingMs)}.
          </span>
        </p>
      )}
      {task.key === buildSentenceKey ? (
        <BuildSentenceBox items={attempt.sentenceItems} value={value} readOnly={readOnly} onChange={onChange} />
      ) : (
        <AnswerBox
          key={task.key}
          value={value}
          readOnly={readOnly}
          exam={test.exam}
          task={task}
          guidance={attempt.withHints}
          tools={editorToolsFor(test.exam)}
          onChange={onChange}
        />
      )}
    </>
  );
}
