import { shownWord } from '@mocktest/web-shared/build-sentence';
import type { TaskAttemptFieldsFragment } from '../../../gql/graphql';
import type { SentenceDrag } from './sentence-drag';

type Item = TaskAttemptFieldsFragment['sentenceItems'][number];

type BuildSentenceReplyProps = {
  item: Item;
  index: number;
  order: number[];
  readOnly: boolean;
  change: (next: number[]) => void;
  drag: SentenceDrag;
};

/** The reply: its given parts, with the placed words (or empty blanks) between them. */
export function BuildSentenceReply({ item, index, order, readOnly, change, drag }: BuildSentenceReplyProps) {
  const { allowDrop, dragStart, dropInReply } = drag;
  let blank = 0;
  return (
    <fieldset className="build-sentence__reply" onDragOver={allowDrop} onDrop={(event) => dropInReply(event)}>
      <legend className="visually-hidden">Your reply {index + 1}</legend>
      {item.replyParts.map((part, at) => {
        if (part !== null) {
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts are fixed for the item; their place is their identity.
            <span key={at} className="build-sentence__given">
              {part}
            </span>
          );
        }
        const place = blank++;
        const position = order[place];
        const chunk = position === undefined ? undefined : item.chunks[position];
        if (position === undefined || chunk === undefined) {
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: an empty blank is known only by its place.
            <span key={at} className="build-sentence__blank" aria-hidden="true">
              &nbsp;
            </span>
          );
        }
        return (
          <button
            key={`placed-${position}`}
            type="button"
            className="chunk chunk--placed"
            draggable={!readOnly}
            disabled={readOnly}
            aria-label={`${chunk}, word ${place + 1} of your reply: press to take it back`}
            onClick={() => change(order.filter((_, kept) => kept !== place))}
            onDragStart={(event) => dragStart(event, { item: index, from: 'reply', place })}
            onDragOver={allowDrop}
            onDrop={(event) => dropInReply(event, place)}
          >
            {shownWord(chunk, at === 0)}
          </button>
        );
      })}
    </fieldset>
  );
}
