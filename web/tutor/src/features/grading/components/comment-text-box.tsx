import { type RefObject, useState } from 'react';
import { type BankPhrase, insertPhrase, phrasesOf } from '../lib/comment-bank';
import { maxCommentCharacters } from '../lib/evaluation-form';
import type { CommentBank } from '../lib/use-comment-bank';
import { gradingShortcutFor } from '../lib/use-grading-shortcuts';
import { PhrasePicker } from './phrase-picker';
import { SavedPhrases } from './saved-phrases';

type CommentTextBoxProps = {
  id: string;
  textRef: RefObject<HTMLTextAreaElement | null>;
  value: string;
  onChange: (text: string) => void;
  /** The tutor's comment bank for the exam (read once for the whole form). */
  bank: CommentBank;
  criterion: string;
  criterionLabel: string;
};

/**
 * The text of a comment on a passage, with the tutor's comment bank for its criterion: Alt+P (or Insert phrase)
 * opens the saved phrases to insert one at the caret, Save as phrase keeps the text for next time.
 */
export function CommentTextBox({ id, textRef, value, onChange, bank, criterion, criterionLabel }: CommentTextBoxProps) {
  const [picking, setPicking] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const phrases = phrasesOf(bank.phrases, criterion);

  function openPicker() {
    setStatus(bank.loadError);
    setPicking(true);
  }

  function closePicker(refocus: boolean) {
    setPicking(false);
    if (refocus) textRef.current?.focus();
  }

  function insert(phrase: BankPhrase) {
    const box = textRef.current;
    const at = { start: box?.selectionStart ?? value.length, end: box?.selectionEnd ?? value.length };
    const result = insertPhrase(value, phrase.text, at, maxCommentCharacters);
    setPicking(false);
    box?.focus();
    if (!result) {
      setStatus(`The comment would pass ${maxCommentCharacters} characters with this phrase; shorten it first.`);
      return;
    }
    onChange(result.text);
    setStatus(null);
    // After React has put the new text in the box.
    requestAnimationFrame(() => box?.setSelectionRange(result.caret, result.caret));
  }

  async function saveAsPhrase() {
    if (value.trim() === '') {
      setStatus('Write the comment first: its text is what gets saved.');
      return;
    }
    const problem = await bank.save(criterion, value);
    setStatus(problem ?? `Saved as a phrase for ${criterionLabel}.`);
  }

  return (
    <div className="field comment-text-box">
      <label htmlFor={id}>Comment</label>
      <textarea
        id={id}
        ref={textRef}
        rows={3}
        maxLength={maxCommentCharacters}
        value={value}
        data-shortcut-target="commentBox"
        aria-keyshortcuts="Alt+P"
        aria-describedby={`${id}-bank-hint`}
        onChange={(event) => {
          onChange(event.target.value);
          setPicking(false);
        }}
        onKeyDown={(event) => {
          if (gradingShortcutFor(event.nativeEvent, 'commentBox')?.action !== 'insertPhrase') return;
          event.preventDefault();
          if (picking) closePicker(true);
          else openPicker();
        }}
      />
      <p className="muted small" id={`${id}-bank-hint`}>
        Alt+P inserts one of your saved phrases for {criterionLabel}.
      </p>
      <div className="comment-text-box__actions">
        <button type="button" className="button button--secondary button--small" onClick={openPicker}>
          Insert phrase
        </button>
        <button type="button" className="button button--secondary button--small" onClick={() => void saveAsPhrase()}>
          Save as phrase
        </button>
      </div>
      {picking ? (
        <PhrasePicker phrases={phrases} criterionLabel={criterionLabel} onInsert={insert} onClose={closePicker} />
      ) : null}
      <p className="small comment-text-box__status" role="status">
        {status}
      </p>
      <SavedPhrases phrases={phrases} criterionLabel={criterionLabel} onDelete={bank.remove} onStatus={setStatus} />
    </div>
  );
}
