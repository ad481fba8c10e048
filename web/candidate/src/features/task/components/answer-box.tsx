import { useId } from 'react';
import { wordCount } from '../../../shared/lib/word-count';

type AnswerBoxProps = {
  value: string;
  onChange?: (value: string) => void;
  readOnly: boolean;
  minWords?: number | null;
  maxWords?: number | null;
};

function advice(minWords?: number | null, maxWords?: number | null): string | null {
  if (minWords && maxWords) return `Aim for ${minWords}–${maxWords} words.`;
  if (minWords) return `Write at least ${minWords} words.`;
  if (maxWords) return `Write at most ${maxWords} words.`;
  return null;
}

/** The answer text area with its live word count; spellcheck and autocomplete off, as in the exam. */
export function AnswerBox({ value, onChange, readOnly, minWords, maxWords }: AnswerBoxProps) {
  const id = useId();
  const countId = useId();
  const hint = advice(minWords, maxWords);
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
        aria-describedby={countId}
        onChange={(event) => onChange?.(event.target.value)}
      />
      <p className="answer-box__meta" id={countId}>
        <span className="answer-box__count">Words: {wordCount(value)}</span>
        {hint && <span className="answer-box__hint">{hint}</span>}
      </p>
    </div>
  );
}
