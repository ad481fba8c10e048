import { formatRemaining } from '../lib/format-remaining';
import { TimerBar } from './timer-bar';

type WorkspaceTimerProps = {
  reading: boolean;
  /** Time left of the reading time (only read while `reading`). */
  readingMs: number;
  remainingMs: number;
  totalMs: number;
  note: string | undefined;
};

/** During reading time its own countdown (writing time follows); after it the hideable writing clock. */
export function WorkspaceTimer({ reading, readingMs, remainingMs, totalMs, note }: WorkspaceTimerProps) {
  return reading ? (
    <TimerBar
      label="Reading time"
      remainingMs={readingMs}
      note={`Writing time ${formatRemaining(remainingMs - readingMs)} follows`}
    />
  ) : (
    <TimerBar hideable remainingMs={remainingMs} totalMs={totalMs} note={note} />
  );
}
