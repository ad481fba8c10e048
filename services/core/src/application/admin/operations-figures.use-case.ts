import type { CoreDeps } from '../deps.ts';
import type { OperationsFigures } from './turnaround-reads.ts';

/** The windows over which the metrics show the share of releases on time (the plans' promise): an hour and a day. */
export const releaseWindowsHours = [1, 24] as const;

/** What the operators' metrics show at each scrape: answers waiting by plan, releases on time, outbox backlogs. */
export function readOperationsFigures(deps: Pick<CoreDeps, 'clock' | 'turnaround'>): Promise<OperationsFigures> {
  return deps.turnaround.operations({ now: deps.clock.now(), windowsHours: releaseWindowsHours });
}
