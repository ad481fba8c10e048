import { formatRemaining, timerLevel } from '../lib/format-remaining';

const announcements = {
  normal: '',
  warning: '10 minutes left.',
  danger: '5 minutes left.',
  over: 'Time is up.',
} as const;

/**
 * The exam clock: remaining time, turning amber at 10 and red at 5 minutes left. With a label (OET's 'Reading time')
 * it counts down that phase instead, without the warnings.
 */
export function TimerBar({ remainingMs, note, label }: { remainingMs: number; note?: string; label?: string }) {
  const level = label ? 'normal' : timerLevel(remainingMs);
  const caption = label ?? 'Time remaining';
  return (
    <div className={`timer-bar timer-bar--${level}${label ? ' timer-bar--phase' : ''}`}>
      <span className="timer-bar__label">{caption}</span>
      <span className="timer-bar__time" role="timer" aria-label={caption}>
        {formatRemaining(remainingMs)}
      </span>
      {note && <span className="timer-bar__note">{note}</span>}
      <span className="visually-hidden" aria-live="assertive">
        {announcements[level]}
      </span>
    </div>
  );
}
