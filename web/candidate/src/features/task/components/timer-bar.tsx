import { useState } from 'react';
import { formatRemaining, timerLevel, timerWarnings } from '../lib/format-remaining';

const minutesLeft = (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left.`;

// The candidate's choice to hide the clock lasts for the tab's session, from one task (and reload) to the next.
const hiddenKey = 'mocktest:clock-hidden';

function readHidden(): boolean {
  try {
    return sessionStorage.getItem(hiddenKey) === 'true';
  } catch {
    return false;
  }
}

function storeHidden(hidden: boolean): void {
  try {
    if (hidden) sessionStorage.setItem(hiddenKey, 'true');
    else sessionStorage.removeItem(hiddenKey);
  } catch {
    // Refused storage: the choice lasts as long as the screen.
  }
}

type TimerBarProps = {
  remainingMs: number;
  /** The clock's whole time: a short clock (15 minutes or less) warns at 2 and 1 minutes left instead of 10 and 5. */
  totalMs?: number;
  note?: string;
  label?: string;
  /** Offers Hide clock / Show clock, as the computer-delivered exams do; the warnings are announced either way. */
  hideable?: boolean;
};

/**
 * The exam clock: remaining time, turning amber at 10 and red at 5 minutes left (2 and 1 on a short task's clock),
 * each announced. With a label (OET's 'Reading time') it counts down that phase instead, without the warnings.
 */
export function TimerBar({ remainingMs, totalMs, note, label, hideable = false }: TimerBarProps) {
  const [hidden, setHidden] = useState(() => hideable && readHidden());
  const warnings = timerWarnings(totalMs);
  const level = label ? 'normal' : timerLevel(remainingMs, warnings);
  const announcements = {
    normal: '',
    warning: minutesLeft(warnings.warning),
    danger: minutesLeft(warnings.danger),
    over: 'Time is up.',
  };
  const caption = label ?? 'Time remaining';
  return (
    <div className={`timer-bar timer-bar--${level}${label ? ' timer-bar--phase' : ''}`}>
      <span className="timer-bar__label">{caption}</span>
      {hidden ? (
        <span className="timer-bar__time timer-bar__time--hidden">Clock hidden</span>
      ) : (
        <span className="timer-bar__time" role="timer" aria-label={caption}>
          {formatRemaining(remainingMs)}
        </span>
      )}
      {hideable && (
        <button
          type="button"
          className="timer-bar__toggle"
          onClick={() => {
            storeHidden(!hidden);
            setHidden(!hidden);
          }}
        >
          {hidden ? 'Show clock' : 'Hide clock'}
        </button>
      )}
      {note && <span className="timer-bar__note">{note}</span>}
      <span className="visually-hidden" aria-live="assertive">
        {announcements[level]}
      </span>
    </div>
  );
}
