import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
import { requireAdmin } from './require-admin.ts';
import type { TurnaroundFigures } from './turnaround-reads.ts';

/** How many overdue answers the dashboard lists (they are also in the queue's Overdue filter). */
export const overdueListLimit = 100;

export type TurnaroundDashboard = TurnaroundFigures & {
  generatedAt: Date;
  /** onTimeCount / dueCount, null when nothing has come due in the window. */
  onTimeShare: number | null;
};

/** The turnaround dashboard: how the plans' promises are kept (admins only). */
export async function getTurnaroundDashboard(
  deps: Pick<CoreDeps, 'clock' | 'turnaround'>,
  input: { actor: Profile },
): Promise<TurnaroundDashboard> {
  requireAdmin(input.actor);
  const now = deps.clock.now();
  const todayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const figures = await deps.turnaround.figures({ now, todayStart, overdueLimit: overdueListLimit });
  return {
    ...figures,
    generatedAt: now,
    onTimeShare: figures.dueCount === 0 ? null : figures.onTimeCount / figures.dueCount,
  };
}
