import { checkLength, type LengthTask, letterBodyLabel } from '@mocktest/web-shared/writing-rules';
import { useId, useRef } from 'react';
import { type EditorTool, EditorTools } from './editor-tools';
import './answer-box.css';

type AnswerBoxProps = {
  value: string;
  onChange?: (value: string) => void;
  readOnly: boolean;
  /** The exam's catalogue key (IELTSAcademic, PTE, ...): decides the length rule and its consequence. */
  exam?: string | null;
  /** The task's key and advisory words. */
  task?: LengthTask;
  /**
   * The candidate chose "Practice with hints": the exam's length advice and what an answer breaking it would lose are
   * shown under the box. Under exam conditions (the default) only the word count is, as in the exam.
   */
  guidance?: boolean;
  /** The editing buttons the exam's screen shows (none by default). */
  tools?: EditorTool[];
};

/**
 * The answer text area with its live word count (an OET letter's body apart from the whole letter); when practising
 * with hints, the exam's length advice and a warning in the exam's own terms while the answer breaks it. Spellcheck,
 * autocorrect and autocomplete are off, as in the exam; cut, copy, paste and undo work as in any text box.
 */
export function AnswerBox({ value, onChange, readOnly, exam, task, guidance = false, tools = [] }: AnswerBoxProps) {
  const id = useId();
  const countId = useId();
  const warningId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const check = checkLength(exam, task ?? { key: '' }, value);
  const warn = guidance && check.problems.length > 0;
  return (
    <div className="answer-box">
      <div className="answer-box__head">
        <label htmlFor={id} className="answer-box__label">
          Your answer
        </label>
        {!readOnly && onChange && <EditorTools tools={tools} box={box} onChange={onChange} />}
      </div>
      <textarea
        ref={box}
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
        <span className={`answer-box__count${warn ? ' answer-box__count--warn' : ''}`}>
          {check.letter ? letterBodyLabel(check.letter) : `Words: ${check.words}`}
        </span>
        {guidance && check.advice && <span className="answer-box__hint">{check.advice}</span>}
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
