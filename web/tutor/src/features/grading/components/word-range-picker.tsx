import { useId, useState } from 'react';
import { wordRange } from '../lib/word-range';

type WordRangePickerProps = {
  text: string;
  wordCount: number;
  onChoose: (range: { start: number; end: number }) => void;
  onCancel: () => void;
};

/**
 * The keyboard way to pick a passage: its first and last word by number, with the words it covers quoted as they
 * change, so the tutor sees what the comment will mark.
 */
export function WordRangePicker({ text, wordCount, onChoose, onCancel }: WordRangePickerProps) {
  const id = useId();
  const [first, setFirst] = useState('1');
  const [last, setLast] = useState('1');
  const range = wordRange(text, Number(first), Number(last));
  return (
    <fieldset className="passage-draft word-range">
      <legend>Passage by word numbers (the answer has {wordCount} words)</legend>
      <div className="word-range__fields">
        <div className="field">
          <label htmlFor={`${id}-first`}>First word</label>
          <input
            id={`${id}-first`}
            type="number"
            min={1}
            max={wordCount}
            value={first}
            onChange={(event) => setFirst(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-last`}>Last word</label>
          <input
            id={`${id}-last`}
            type="number"
            min={1}
            max={wordCount}
            value={last}
            onChange={(event) => setLast(event.target.value)}
          />
        </div>
      </div>
      <p className="small" aria-live="polite">
        {range ? (
          <>
            Passage: <q className="passage-quote">{text.slice(range.start, range.end)}</q>
          </>
        ) : (
          `Choose a first and a last word between 1 and ${wordCount}, the last not before the first.`
        )}
      </p>
      <div className="form-actions">
        <button type="button" className="button button--secondary button--small" onClick={onCancel}>
          Cancel
        </button>
        <button
          type="button"
          className="button button--primary button--small"
          disabled={!range}
          onClick={() => range && onChoose(range)}
        >
          Comment on these words
        </button>
      </div>
    </fieldset>
  );
}
