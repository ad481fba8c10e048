import {
  FlagExcerpt,
  FlagKindTag,
  type FlagView,
  isPassageFlag,
  suggestionList,
  taskFlags,
} from '@mocktest/web-shared/first-read';

type FirstReadTaskProps = {
  taskKey: string;
  /** Shown as a heading when the test has several written tasks. */
  title: string | null;
  text: string;
  flags: readonly FlagView[];
};

/**
 * One task's points from the automatic first read: whole-answer points (length, paragraphing) first, then each flagged
 * passage quoted from the candidate's own answer, with what was found and the checker's suggestions.
 */
export function FirstReadTask({ taskKey, title, text, flags }: FirstReadTaskProps) {
  const own = taskFlags(flags, taskKey, text);
  return (
    <div className="first-read__task">
      {title ? <h3 className="first-read__task-title">{title}</h3> : null}
      {own.length === 0 ? (
        <p className="muted">No mechanical points found in this answer.</p>
      ) : (
        <ol className="first-read__flags" aria-label={`Automatic first read${title ? ` of ${title}` : ''}`}>
          {own.map((flag) => (
            <li
              key={`${flag.kind}-${flag.start ?? 'all'}-${flag.end ?? ''}`}
              className="first-read__flag"
              data-flag-kind={flag.kind}
            >
              <FlagKindTag kind={flag.kind} />
              {isPassageFlag(flag, text) ? (
                <p className="first-read__quote">
                  <FlagExcerpt text={text} start={flag.start} end={flag.end} kind={flag.kind} />
                </p>
              ) : (
                <p className="first-read__quote muted">About the whole answer</p>
              )}
              <p>{flag.message}</p>
              {flag.suggestions.length > 0 ? (
                <p className="first-read__suggestions">
                  {flag.suggestions.length === 1 ? 'Suggestion' : 'Suggestions'}: {suggestionList(flag.suggestions)}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
