export type DeadlineDescription = { overdue: boolean; text: string };

/** How much of the allowed time is left, for the countdown's colour (the text says the same without colour). */
export type TimeLeftTone = 'plenty' | 'half' | 'little' | 'overdue';

export type TimeLeft = DeadlineDescription & { tone: TimeLeftTone };

const minuteMs = 60_000;

export function spell(minutes: number): string {
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

/**
 * The queue's live countdown: '1 h 20 min left' or 'overdue by 5 min', and a tone from the share of the allowed time
 * (submission to deadline: the plan's minutes) still left: more than half, more than a quarter, less, or none.
 */
export function describeTimeLeft(deadlineIso: string, submittedIso: string | null, now: number): TimeLeft {
  const deadline = new Date(deadlineIso).getTime();
  const remainingMs = deadline - now;
  if (remainingMs < 0) {
    const { text } = describeDeadline(deadlineIso, now);
    return { overdue: true, text, tone: 'overdue' };
  }
  const minutes = Math.max(1, Math.ceil(remainingMs / minuteMs));
  const allowedMs = submittedIso ? deadline - new Date(submittedIso).getTime() : 0;
  const share = allowedMs > 0 ? remainingMs / allowedMs : 1;
  const tone: TimeLeftTone = share > 0.5 ? 'plenty' : share > 0.25 ? 'half' : 'little';
  return { overdue: false, text: `${spell(minutes)} left`, tone };
}
