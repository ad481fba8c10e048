/** Date and time in the reader's locale and time zone, e.g. '3 Mar 2026, 14:05'. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Calendar date in the reader's locale, e.g. '3 Mar 2026'. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
}
