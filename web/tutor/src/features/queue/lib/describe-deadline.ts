export type DeadlineDescription = { overdue: boolean; text: string };

const minuteMs = 60_000;

function spell(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours < 24) return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  const days = Math.floor(hours / 24);
  const restHours = hours % 24;
  return restHours === 0 ? `${days} d` : `${days} d ${restHours} h`;
}

/** How far a deadline is from now, in the words of the queue: 'in 25 min' or 'overdue by 5 min'. */
export function describeDeadline(deadlineIso: string, now: number): DeadlineDescription {
  const remainingMs = new Date(deadlineIso).getTime() - now;
  if (remainingMs >= 0) {
    // Rounded up: a deadline 24.5 minutes away still leaves part of a 25th minute.
    const minutes = Math.max(1, Math.ceil(remainingMs / minuteMs));
    return { overdue: false, text: `in ${spell(minutes)}` };
  }
  const minutes = Math.floor(-remainingMs / minuteMs);
  return { overdue: true, text: minutes < 1 ? 'overdue by less than 1 min' : `overdue by ${spell(minutes)}` };
}
