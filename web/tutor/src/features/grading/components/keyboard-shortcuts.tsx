import { gradingShortcutList } from '../lib/use-grading-shortcuts';
import './comment-bank.css';

type KeyboardShortcutsProps = { open: boolean; onToggle: (open: boolean) => void };

/** The grading page's keyboard shortcuts, folded away under a summary (? opens and closes it). */
export function KeyboardShortcuts({ open, onToggle }: KeyboardShortcutsProps) {
  return (
    <details className="keyboard-shortcuts small" open={open} onToggle={(event) => onToggle(event.currentTarget.open)}>
      <summary>Keyboard shortcuts</summary>
      <dl className="keyboard-shortcuts__list">
        {gradingShortcutList.map((shortcut) => (
          <div key={shortcut.keys} className="keyboard-shortcuts__row">
            <dt>
              <kbd>{shortcut.keys}</kbd>
            </dt>
            <dd>{shortcut.does}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
