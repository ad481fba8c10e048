import type { QueueFilters, QueueStatusChoice } from '../lib/queue-filters';
import { statusChoices } from '../lib/queue-filters';

type Option = { value: string; label: string };

type QueueFiltersFormProps = {
  filters: QueueFilters;
  exams: Option[];
  plans: Option[];
  onChange: (next: QueueFilters) => void;
};

/** Exam, plan and status selects; each change applies at once and is kept in the address. */
export function QueueFiltersForm({ filters, exams, plans, onChange }: QueueFiltersFormProps) {
  const active = Boolean(filters.exam || filters.plan || filters.status);
  return (
    <form className="queue-filters" aria-label="Filter the queue" onSubmit={(event) => event.preventDefault()}>
      <div className="field">
        <label htmlFor="filter-exam">Exam</label>
        <select
          id="filter-exam"
          value={filters.exam ?? ''}
          onChange={(event) => onChange({ ...filters, exam: (event.target.value || null) as QueueFilters['exam'] })}
        >
          <option value="">All exams</option>
          {exams.map((exam) => (
            <option key={exam.value} value={exam.value}>
              {exam.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-plan">Plan</label>
        <select
          id="filter-plan"
          value={filters.plan ?? ''}
          onChange={(event) => onChange({ ...filters, plan: event.target.value || null })}
        >
          <option value="">All plans</option>
          {plans.map((plan) => (
            <option key={plan.value} value={plan.value}>
              {plan.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-status">Status</label>
        <select
          id="filter-status"
          value={filters.status ?? ''}
          onChange={(event) =>
            onChange({ ...filters, status: (event.target.value || null) as QueueStatusChoice | null })
          }
        >
          <option value="">Any status</option>
          {statusChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      {active ? (
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => onChange({ exam: null, plan: null, status: null })}
        >
          Clear filters
        </button>
      ) : null}
    </form>
  );
}
