/**
 * The turnaround promise in words, from minutes: 30 -> "30 minutes", 60 -> "1 hour", 240 -> "4 hours",
 * 90 -> "1 hour 30 minutes". Every text that states a turnaround goes through here, so none can disagree.
 */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours} ${hours === 1 ? 'hour' : 'hours'}`);
  if (rest > 0 || hours === 0) parts.push(`${rest} ${rest === 1 ? 'minute' : 'minutes'}`);
  return parts.join(' ');
}

/** "within 4 hours": a plan's promise as its card states it. */
export function promiseText(promiseMinutes: number): string {
  return `within ${durationText(promiseMinutes)}`;
}

/** "within 30 minutes to 4 hours": the span of the plans' promises, for the texts that speak of all plans. */
export function promiseRangeText(promiseMinutes: number[]): string {
  const fastest = Math.min(...promiseMinutes);
  const slowest = Math.max(...promiseMinutes);
  if (fastest === slowest) return promiseText(fastest);
  return `within ${durationText(fastest)} to ${durationText(slowest)}`;
}
