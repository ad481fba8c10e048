import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { BankPhrase } from '../lib/comment-bank';

type PhrasePickerProps = {
  phrases: BankPhrase[];
  criterionLabel: string;
  onInsert: (phrase: BankPhrase) => void;
  /** Closes the picker without inserting: on Escape the comment box takes the focus back, not when it moved away. */
  onClose: (refocus: boolean) => void;
};

/**
 * The saved phrases of the comment's criterion as a list box, focused when it opens: ↑ and ↓ (Home, End) choose,
 * Enter or a click inserts the phrase into the comment, Escape goes back to the comment unchanged.
 */
export function PhrasePicker({ phrases, criterionLabel, onInsert, onClose }: PhrasePickerProps) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);

  useEffect(() => {
    listRef.current?.focus();
  }, []);

  useEffect(() => {
    // The chosen option stays in view as the arrows move through a long list.
    document.getElementById(`${baseId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [baseId, active]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = phrases.length - 1;
    const moves: Record<string, number> = { ArrowDown: active + 1, ArrowUp: active - 1, Home: 0, End: last };
    const to = moves[event.key];
    if (to !== undefined) {
      event.preventDefault();
      setActive(Math.max(0, Math.min(last, to)));
      return;
    }
    const chosen = phrases[active];
    if (event.key === 'Enter' && chosen) {
      event.preventDefault();
      onInsert(chosen);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    }
  }

  const label = `Saved phrases for ${criterionLabel}`;
  if (phrases.length === 0) {
    return (
      <p className="phrase-picker phrase-picker--empty small" role="status">
        No saved phrases for {criterionLabel} yet: write one in the comment box and press Save as phrase.
      </p>
    );
  }
  return (
    <div className="phrase-picker">
      <p className="muted small" id={`${baseId}-hint`}>
        ↑ ↓ to choose, Enter to insert, Escape to go back.
      </p>
      <div
        ref={listRef}
        role="listbox"
        tabIndex={0}
        aria-label={label}
        aria-describedby={`${baseId}-hint`}
        aria-activedescendant={`${baseId}-${active}`}
        className="phrase-picker__list"
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) onClose(false);
        }}
      >
        {phrases.map((phrase, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the list box handles the keys for its options.
          <div
            key={phrase.id}
            id={`${baseId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className="phrase-picker__option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onInsert(phrase)}
          >
            {phrase.text}
          </div>
        ))}
      </div>
    </div>
  );
}
