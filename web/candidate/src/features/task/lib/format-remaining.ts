/** Remaining time as mm:ss (minutes may exceed 59); never negative. */
export function formatRemaining(ms: number): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

export type TimerLevel = 'normal' | 'warning' | 'danger' | 'over';

/** The exam clock warns at 10 and 5 minutes left. */
export function timerLevel(ms: number): TimerLevel {
  if (ms <= 0) return 'over';
  if (ms <= 5 * 60_000) return 'danger';
  if (ms <= 10 * 60_000) return 'warning';
  return 'normal';
}
