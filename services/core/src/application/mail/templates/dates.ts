// Built once: an Intl.DateTimeFormat costs far more to build than to use (a mail a release, thousands a minute when
// an exam slot's deadlines fall due together).
const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const hourMinute = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** "26 November 2026" (UTC, as every date in our mails). */
export const longDate = (date: Date) => dayMonthYear.format(date);

/** "26 November 2026, 14:05 UTC". */
export const dateTime = (date: Date) => `${longDate(date)}, ${hourMinute.format(date)} UTC`;
