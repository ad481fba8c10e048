import './first-read.css';
import {
  FlagExcerpt,
  FlagKindTag,
  type FlagView,
  isPassageFlag,
  suggestionList,
} from '@mocktest/web-shared/first-read';
import { flagAnchor, flagCommentOf, flagCommentText, flagCriterion, flagElementId } from '../lib/first-read-comments';
import { useReadingPane } from './reading-pane';

export type CriterionRef = { taskKey?: string | null; key: string; label: string };

type FirstReadFlagsProps = {
  taskKey: string;
  taskTitle: string;
  text: string;
  /** The task's flags as `taskFlags` orders them (their indices name their underlines). */
  flags: readonly FlagView[];
  criteria: readonly CriterionRef[];
};

/**
 * A task's first-read points under its answer. While the tutor holds the claim, Comment adds a comment on the point's
 * passage (the whole-answer points: the first paragraph) with the suggested criterion and the message as its text; a
 * point already commented on offers that comment to edit instead.
 */
export function FirstReadFlags({ taskKey, taskTitle, text, flags, criteria }: FirstReadFlagsProps) {
  const pane = useReadingPane();
  if (!pane?.showFlags || flags.length === 0) return null;
  const actions = pane.flagComments;
  const label = (key: string) => criteria.find((criterion) => criterion.key === key)?.label ?? key;
  return (
    <section className="first-read-flags" aria-label={`Automatic first read of ${taskTitle}`}>
      <h4 className="first-read-flags__title">Automatic first read</h4>
      <ol className="first-read-flags__list">
        {flags.map((flag, index) => {
          const id = flagElementId(taskKey, index);
          const anchor = flagAnchor(flag, text);
          const criterion = flagCriterion(flag, criteria);
          const passage = isPassageFlag(flag, text);
          const existing = anchor && actions ? flagCommentOf(actions.comments, anchor, criterion, !passage) : undefined;
          return (
            <li key={id} id={id} tabIndex={-1} className="first-read-flags__item" data-flag-kind={flag.kind}>
              <p className="first-read-flags__head">
                <FlagKindTag kind={flag.kind} />
                <span className="muted small">{label(criterion)}</span>
              </p>
              <p className="first-read-flags__quote" id={`${id}-quote`}>
                {passage ? (
                  <FlagExcerpt text={text} start={flag.start} end={flag.end} kind={flag.kind} />
                ) : (
                  <span className="muted">Whole answer (a comment goes on the first paragraph)</span>
                )}
              </p>
              <p className="small">
                {flag.message}
                {flag.suggestions.length > 0
                  ? ` ${flag.suggestions.length === 1 ? 'Suggestion' : 'Suggestions'}: ${suggestionList(flag.suggestions)}.`
                  : ''}
              </p>
              {actions && anchor ? (
                <p className="first-read-flags__actions">
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-describedby={`${id}-quote`}
                    onClick={() =>
                      existing
                        ? actions.open(anchor)
                        : actions.add({ ...anchor, criterion, text: flagCommentText(flag) })
                    }
                  >
                    {existing ? `Edit comment [${existing.number}]` : 'Comment'}
                  </button>
                  {existing ? (
                    <span className="small first-read-flags__done">Commented [{existing.number}]</span>
                  ) : null}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The answers whose clicks are already listened to: the answer's ref callback runs again on every render. */
const listening = new WeakSet<HTMLElement>();

function jumpToFlag(event: MouseEvent) {
  if (!(event.target instanceof Element) || window.getSelection()?.isCollapsed === false) return;
  const key = event.target.closest('[data-flags]')?.getAttribute('data-flags')?.split(' ')[0];
  const entry = key ? document.getElementById(key) : null;
  entry?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  entry?.focus({ preventScroll: true });
}

/**
 * Makes a click on an underlined passage of the answer bring its entry in the list into view and focus (not when the
 * click ends a selection, which is how a tutor comments on passages).
 */
export function listenForFlagClicks(element: HTMLElement | null): void {
  if (!element || listening.has(element)) return;
  listening.add(element);
  element.addEventListener('click', jumpToFlag);
}
