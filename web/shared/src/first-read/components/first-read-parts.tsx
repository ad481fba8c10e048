import '../first-read.css';
import { type FlagKind, flagExcerpt, flagKindLabel, flagKinds } from '../lib/first-read-flags';

/** The kind's name after a swatch of its underline, so lists and highlights match without relying on colour alone. */
export function FlagKindTag({ kind }: { kind: FlagKind }) {
  return (
    <span className="first-read-kind" data-flag-kind={kind}>
      {flagKindLabel(kind)}
    </span>
  );
}

/** The flagged passage with a few words either side, the passage itself underlined as in the answer. */
export function FlagExcerpt({ text, start, end, kind }: { text: string; start: number; end: number; kind: FlagKind }) {
  const excerpt = flagExcerpt(text, start, end);
  return (
    <q className="first-read-excerpt">
      {excerpt.before}
      <mark className="flagged" data-flag-kind={kind}>
        {excerpt.passage}
      </mark>
      {excerpt.after}
    </q>
  );
}

/** What each underline colour means: the kinds found on passages (length and paragraphing concern whole answers). */
export function FirstReadLegend() {
  return (
    <ul className="first-read-legend" aria-label="Underlines of the automatic first read">
      {flagKinds
        .filter((entry) => entry.onPassage)
        .map((entry) => (
          <li key={entry.kind}>
            <span className="flagged" data-flag-kind={entry.kind}>
              {entry.label}
            </span>
          </li>
        ))}
    </ul>
  );
}
