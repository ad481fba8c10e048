/** How often a pending first read is asked for again, and for how long before it waits for the page's next focus. */
export const firstReadPollMs = 3000;
export const firstReadPollForMs = 2 * 60 * 1000;

/**
 * The polling interval for a first read in `status` (null while none exists): every few seconds while it is pending,
 * for a couple of minutes after the page opened; 0 (no polling) once it is ready or unavailable, or after that.
 */
export function firstReadPollInterval(status: string | null | undefined, openForMs: number): number {
  return status === 'PENDING' && openForMs < firstReadPollForMs ? firstReadPollMs : 0;
}
