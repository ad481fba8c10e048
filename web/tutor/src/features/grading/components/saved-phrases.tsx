import { useState } from 'react';
import type { BankPhrase } from '../lib/comment-bank';

type SavedPhrasesProps = {
  phrases: BankPhrase[];
  criterionLabel: string;
  onDelete: (id: string) => Promise<string | null>;
  onStatus: (message: string) => void;
};

/** The saved phrases of one criterion, folded away, each with its Delete button. */
export function SavedPhrases({ phrases, criterionLabel, onDelete, onStatus }: SavedPhrasesProps) {
  const [deleting, setDeleting] = useState<string | null>(null);

  async function remove(phrase: BankPhrase) {
    setDeleting(phrase.id);
    const problem = await onDelete(phrase.id);
    setDeleting(null);
    onStatus(problem ?? 'Phrase deleted.');
  }

  if (phrases.length === 0) return null;
  return (
    <details className="saved-phrases">
      <summary className="small">
        Your phrases for {criterionLabel} ({phrases.length})
      </summary>
      <ul className="saved-phrases__list">
        {phrases.map((phrase, index) => (
          <li key={phrase.id} className="saved-phrases__item">
            <span className="saved-phrases__text">{phrase.text}</span>
            <button
              type="button"
              className="button button--secondary button--small"
              aria-label={`Delete phrase ${index + 1} for ${criterionLabel}`}
              disabled={deleting === phrase.id}
              onClick={() => void remove(phrase)}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
