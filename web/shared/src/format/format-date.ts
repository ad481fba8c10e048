const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function format(iso: string | null | undefined, formatter: Intl.DateTimeFormat): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : formatter.format(date);
}

/** Date and time in the reader's locale and time zone, e.g. '3 Mar 2026, 14:05'; '—' when there is none. */
export function formatDateTime(iso: string | null | undefined): string {
  return format(iso, dateTimeFormat);
}

/** Calendar date in the reader's locale, e.g. '3 Mar 2026'; '—' when there is none. */
export function formatDate(iso: string | null | undefined): string {
  return format(iso, dateFormat);
}
