import { formatRemaining, timerLevel } from '../lib/format-remaining';

const announcements = {
  normal: '',
  warning: '10 minutes left.',
  danger: '5 minutes left.',
  over: 'Time is up.',
} as const;

/** The exam clock: remaining time, turning amber at 10 and red at 5 minutes left. */
export function TimerBar({ remainingMs, note }: { remainingMs: number; note?: string }) {
  const level = timerLevel(remainingMs);
  return (
    <div className={`timer-bar timer-bar--${level}`}>
      <span className="timer-bar__label">Time remaining</span>
      <span className="timer-bar__time" role="timer" aria-label="Time remaining">
        {formatRemaining(remainingMs)}
      </span>
      {note && <span className="timer-bar__note">{note}</span>}
      <span className="visually-hidden" aria-live="assertive">
        {announcements[level]}
      </span>
    </div>
  );
}
