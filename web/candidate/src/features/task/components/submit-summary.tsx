import { type PartSummary, partCount, partFlag, timeLeftText } from '../lib/submit-summary';

type SubmitSummaryProps = {
  parts: readonly PartSummary[];
  remainingMs: number;
  /** PTE, TOEFL before the last task: the time is this task's own. */
  forTask?: boolean;
};

function flagWarning(flagged: readonly PartSummary[]): string {
  const [only] = flagged;
  if (flagged.length === 1 && only)
    return `${only.title} is ${only.status === 'empty' ? 'empty' : 'under its length'}.`;
  return flagged.every((part) => part.status === 'empty') ? 'Some parts are empty.' : 'Some parts are empty or short.';
}

/**
 * What the Submit question shows before the candidate answers it: each written part's word count against its minimum
 * or advised range, empty and short parts flagged, and the time left.
 */
export function SubmitSummary({ parts, remainingMs, forTask = false }: SubmitSummaryProps) {
  const flagged = parts.filter((part) => part.status === 'empty' || part.status === 'short');
  return (
    <div className="submit-summary">
      {parts.length > 0 && (
        <ul className="submit-summary__parts" aria-label="Your answers">
          {parts.map((part) => {
            const flag = partFlag(part);
            return (
              <li key={part.key} className={`submit-summary__part submit-summary__part--${part.status}`}>
                <span className="submit-summary__title">{part.title}</span>
                <span className="submit-summary__count">
                  {partCount(part)}
                  {part.target && <span className="submit-summary__target"> · {part.target}</span>}
                </span>
                {flag && <span className="submit-summary__flag">{flag}</span>}
              </li>
            );
          })}
        </ul>
      )}
      {flagged.length > 0 && (
        <p className="submit-summary__warning">
          {flagWarning(flagged)} You can go back and keep writing while the time lasts.
        </p>
      )}
      <p className="submit-summary__time">
        Time left{forTask ? ' for this task' : ''}: <strong>{timeLeftText(remainingMs)}</strong>
      </p>
    </div>
  );
}
