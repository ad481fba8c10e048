/** Remaining time as mm:ss (minutes may exceed 59); never negative. */
export function formatRemaining(ms: number): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

export type TimerLevel = 'normal' | 'warning' | 'danger' | 'over';

/** The minutes left at which a clock turns amber, then red. */
export type TimerWarnings = { warning: number; danger: number };

const longClock: TimerWarnings = { warning: 10, danger: 5 };
const shortClock: TimerWarnings = { warning: 2, danger: 1 };

/**
 * A clock of more than 15 minutes warns at 10 and 5 minutes left; a short one (a PTE or TOEFL task of 6 to 10
 * minutes) at 2 and 1, so it does not start in amber or red.
 */
export function timerWarnings(totalMs?: number): TimerWarnings {
  return totalMs !== undefined && totalMs <= 15 * 60_000 ? shortClock : longClock;
}

export function timerLevel(ms: number, warnings: TimerWarnings = longClock): TimerLevel {
  if (ms <= 0) return 'over';
  if (ms <= warnings.danger * 60_000) return 'danger';
  if (ms <= warnings.warning * 60_000) return 'warning';
  return 'normal';
}
