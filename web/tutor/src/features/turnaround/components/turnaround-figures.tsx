import type { TurnaroundDashboardQuery } from '../../../gql/graphql';
import { minutesText, shareText } from '../lib/minutes-text';

type Dashboard = TurnaroundDashboardQuery['turnaroundDashboard'];

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="card turnaround-figure">
      <span className="turnaround-figure-label">{label}</span>
      <span className="turnaround-figure-value">{value}</span>
    </div>
  );
}

/** The headline figures: the share released on time in 30 days, and how late the late ones were. */
export function TurnaroundFigures({ dashboard }: { dashboard: Dashboard }) {
  const late = dashboard.dueCount - dashboard.onTimeCount;
  return (
    <div className="turnaround-figures">
      <div className="card turnaround-figure">
        <span className="turnaround-figure-label">Released on time (30 days)</span>
        <span className="turnaround-figure-value" data-testid="on-time-share">
          {shareText(dashboard.onTimeShare)}
        </span>
        <span className="muted small">
          {dashboard.onTimeCount} of {dashboard.dueCount} due · {late} late
        </span>
      </div>
      <Figure label="Lateness p50" value={minutesText(dashboard.latenessP50Minutes)} />
      <Figure label="Lateness p95" value={minutesText(dashboard.latenessP95Minutes)} />
      <Figure label="Lateness max" value={minutesText(dashboard.latenessMaxMinutes)} />
    </div>
  );
}
