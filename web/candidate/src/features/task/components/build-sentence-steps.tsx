import { isComplete } from '@mocktest/web-shared/build-sentence';
import type { TaskAttemptFieldsFragment } from '../../../gql/graphql';

type Item = TaskAttemptFieldsFragment['sentenceItems'][number];

type BuildSentenceStepsProps = {
  items: readonly Item[];
  orders: readonly (readonly number[])[];
  index: number;
  onPick: (at: number) => void;
};

/** One numbered button per item, marked once its reply is complete. */
export function BuildSentenceSteps({ items, orders, index, onPick }: BuildSentenceStepsProps) {
  return (
    <nav className="build-sentence__nav" aria-label="Build a Sentence items">
      {items.map((entry, at) => {
        const done = isComplete({ blanks: entry.blanks, order: orders[at] ?? [] });
        return (
          <button
            key={entry.index}
            type="button"
            className={`build-sentence__step${done ? ' build-sentence__step--done' : ''}`}
            aria-current={at === index ? 'step' : undefined}
            aria-label={`Item ${at + 1}${done ? ', complete' : ''}`}
            onClick={() => onPick(at)}
          >
            {at + 1}
          </button>
        );
      })}
    </nav>
  );
}
