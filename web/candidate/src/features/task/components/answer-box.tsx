import { checkLength, type LengthTask } from '@mocktest/web-shared/writing-rules';
import { useId } from 'react';
import './answer-box.css';

type AnswerBoxProps = {
  value: string;
  onChange?: (value: string) => void;
  readOnly: boolean;
  /** The exam's catalogue key (IELTSAcademic, PTE, ...): decides the length rule and its consequence. */
  exam?: string | null;
  /** The task's key and advisory words. */
  task?: LengthTask;
};

/**
 * The answer text area with its live word count against the exam's length rule, and a warning in the exam's own
 * terms while the answer breaks it; spellcheck, autocorrect and autocomplete off, as in the exam.
 */
export function AnswerBox({ value, onChange, readOnly, exam, task }: AnswerBoxProps) {
  const id = useId();
  const countId = useId();
  const warningId = useId();
  const check = checkLength(exam, task ?? { key: '' }, value);
  const warn = check.problems.length > 0;
  return (
    <div className="answer-box">
      <label htmlFor={id} className="answer-box__label">
        Your answer
      </label>
      <textarea
        id={id}
        className="answer-box__input"
        rows={25}
        placeholder="Type your answer here..."
        spellCheck={false}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        value={value}
        readOnly={readOnly}
        aria-describedby={warn ? `${countId} ${warningId}` : countId}
        onChange={(event) => onChange?.(event.target.value)}
      />
      <p className="answer-box__meta" id={countId}>
        <span className={`answer-box__count${warn ? ' answer-box__count--warn' : ''}`}>Words: {check.words}</span>
        {check.advice && <span className="answer-box__hint">{check.advice}</span>}
      </p>
      {/* Always in the page, so that a screen reader announces a problem when it appears. */}
      <div className="answer-box__warnings" id={warningId} role="status">
        {warn && (
          <ul className="answer-box__warning-list">
            {check.problems.map((problem) => (
              <li key={problem}>
                <strong>Check the length:</strong> {problem}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
