/** "26 November 2026" (UTC, as every date in our mails). */
export const longDate = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);

/** "26 November 2026, 14:05 UTC". */
export const dateTime = (date: Date) =>
  `${longDate(date)}, ${new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(date)} UTC`;
