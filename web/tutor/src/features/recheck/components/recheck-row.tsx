import { scoreOptions } from '../../second-marking/lib/score-options';
import { needsVerdict, type Verdict, verdictOptions } from '../lib/recheck-form';
import type { RecheckRowData } from './use-recheck-form';

const maxComment = 500;

type Props = {
  row: RecheckRowData;
  rowId: string;
  name: string;
  severalTasks: boolean;
  /** The original evaluation's score of this row; undefined when it has none. */
  score: number | undefined;
  verdict: Verdict | undefined;
  comment: string | undefined;
  newScore: number | undefined;
  onVerdict: (verdict: Verdict) => void;
  onClearVerdict: () => void;
  onScore: (score: number) => void;
  onComment: (comment: string) => void;
};

/** One (task, criterion) of the recheck: verdict radios, the rewrite's new score and a short comment. */
export function RecheckRow({ row, rowId: key, name, severalTasks, score, verdict, comment, newScore, ...on }: Props) {
  const required = needsVerdict(row.criterion.max, score);
  const commentId = `comment-${key}`;
  const scoreId = `score-${key}`;
  return (
    <fieldset className="recheck-row">
      <legend>
        {row.criterion.label}
        {severalTasks ? ` — ${row.taskTitle}` : ''}
        {score !== undefined ? (
          <span className="muted">
            {' '}
            (scored {score} / {row.criterion.max})
          </span>
        ) : null}
        <span className="muted recheck-row__need">
          {required ? ' · verdict required' : ' · at the maximum: verdict optional'}
        </span>
      </legend>
      <div className="recheck-row__verdicts">
        {verdictOptions.map((option) => (
          <label key={option.value} className="recheck-verdict-option">
            <input
              type="radio"
              name={key}
              value={option.value}
              checked={verdict === option.value}
              onChange={() => on.onVerdict(option.value)}
            />{' '}
            <span aria-hidden="true">{option.sign}</span> {option.label}
          </label>
        ))}
        {!required && verdict ? (
          <button type="button" className="button button--secondary" onClick={on.onClearVerdict}>
            No verdict
          </button>
        ) : null}
      </div>
      <div className="recheck-row__fields">
        <label htmlFor={scoreId} className="recheck-row__score">
          New score
          <select
            id={scoreId}
            className="input"
            aria-label={`New score for ${name}`}
            value={String(newScore ?? row.criterion.min)}
            onChange={(event) => on.onScore(Number(event.target.value))}
          >
            {scoreOptions(row.criterion).map((value) => (
              <option key={value} value={String(value)}>
                {value}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={commentId} className="visually-hidden">
          Comment on {row.criterion.label}
          {severalTasks ? ` (${row.taskTitle})` : ''}
        </label>
        <input
          id={commentId}
          className="input recheck-row__comment"
          placeholder="Short comment (optional)"
          maxLength={maxComment}
          value={comment ?? ''}
          onChange={(event) => on.onComment(event.target.value)}
        />
      </div>
    </fieldset>
  );
}
