import { type DragEvent, useId } from 'react';
import type { TaskAttemptFieldsFragment } from '../../../gql/graphql';
import { formatOrders, moveWithin, parseOrders } from '../lib/sentence-order';
import './build-sentence.css';

type Item = TaskAttemptFieldsFragment['sentenceItems'][number];
type Dragged = { item: number; from: 'pool' | 'reply'; place: number };

const dragType = 'application/x-sentence-chunk';

type BuildSentenceBoxProps = {
  items: readonly Item[];
  /** The stored answer text: one line of shown positions per item. */
  value: string;
  readOnly: boolean;
  onChange: (value: string) => void;
};

/**
 * TOEFL Build a Sentence: for each message, the candidate builds the reply from the chunks below it. A chunk is a
 * button: pressing it (click, Enter or Space) adds it to the end of the reply, pressing a placed chunk takes it back.
 * Chunks can also be dragged into the reply, before a placed chunk, or back to the pool.
 */
export function BuildSentenceBox({ items, value, readOnly, onChange }: BuildSentenceBoxProps) {
  const statusId = useId();
  const orders = parseOrders(value, items.length);
  const answered = items.filter((item, index) => (orders[index]?.length ?? 0) === item.chunks.length).length;

  const change = (index: number, order: number[]) => {
    if (readOnly) return;
    onChange(formatOrders(orders.map((current, at) => (at === index ? order : current))));
  };
  const dragStart = (event: DragEvent, dragged: Dragged) => {
    event.dataTransfer.setData(dragType, JSON.stringify(dragged));
    event.dataTransfer.effectAllowed = 'move';
  };
  const dropped = (event: DragEvent, index: number): Dragged | null => {
    event.preventDefault();
    try {
      const found = JSON.parse(event.dataTransfer.getData(dragType)) as Dragged;
      return found.item === index ? found : null;
    } catch {
      return null;
    }
  };
  /** Places a dragged chunk at `place` in the reply (the end when omitted). */
  const dropInReply = (event: DragEvent, index: number, place?: number) => {
    event.stopPropagation();
    const found = dropped(event, index);
    const order = orders[index] ?? [];
    if (!found) return;
    if (found.from === 'reply') return change(index, moveWithin(order, found.place, place ?? order.length));
    if (order.includes(found.place)) return;
    const next = [...order];
    next.splice(place ?? next.length, 0, found.place);
    change(index, next);
  };
  const dropInPool = (event: DragEvent, index: number) => {
    const found = dropped(event, index);
    if (found?.from === 'reply')
      change(
        index,
        (orders[index] ?? []).filter((_, at) => at !== found.place),
      );
  };
  const allowDrop = (event: DragEvent) => {
    if (!readOnly && event.dataTransfer.types.includes(dragType)) event.preventDefault();
  };

  return (
    <div className="build-sentence">
      <p className="build-sentence__progress" id={statusId} role="status">
        Replies complete: {answered} of {items.length}
      </p>
      <ol className="build-sentence__items">
        {items.map((item, index) => {
          const order = orders[index] ?? [];
          const pool = item.chunks
            .map((chunk, place) => ({ chunk, place }))
            .filter(({ place }) => !order.includes(place));
          const replyLabel = `Your reply ${index + 1}`;
          return (
            <li key={item.index} className="build-sentence__item">
              <p className="build-sentence__context">
                <span className="visually-hidden">Message {index + 1}: </span>
                {item.context}
              </p>
              <fieldset
                className="build-sentence__reply"
                onDragOver={allowDrop}
                onDrop={(event) => dropInReply(event, index)}
              >
                <legend className="visually-hidden">{replyLabel}</legend>
                {order.length === 0 && <span className="build-sentence__placeholder">Choose the words in order</span>}
                {order.map((position, place) => (
                  <button
                    key={position}
                    type="button"
                    className="chunk chunk--placed"
                    draggable={!readOnly}
                    disabled={readOnly}
                    aria-label={`${item.chunks[position]}, word ${place + 1} of your reply: press to take it back`}
                    onClick={() =>
                      change(
                        index,
                        order.filter((_, at) => at !== place),
                      )
                    }
                    onDragStart={(event) => dragStart(event, { item: index, from: 'reply', place })}
                    onDragOver={allowDrop}
                    onDrop={(event) => dropInReply(event, index, place)}
                  >
                    {item.chunks[position]}
                  </button>
                ))}
                <span className="build-sentence__end" aria-hidden="true">
                  {item.end}
                </span>
              </fieldset>
              <fieldset
                className="build-sentence__pool"
                onDragOver={allowDrop}
                onDrop={(event) => dropInPool(event, index)}
              >
                <legend className="visually-hidden">Words and phrases for reply {index + 1}</legend>
                {pool.map(({ chunk, place }) => (
                  <button
                    key={place}
                    type="button"
                    className="chunk"
                    draggable={!readOnly}
                    disabled={readOnly}
                    aria-label={`${chunk}: press to add it to your reply`}
                    onClick={() => change(index, [...order, place])}
                    onDragStart={(event) => dragStart(event, { item: index, from: 'pool', place })}
                  >
                    {chunk}
                  </button>
                ))}
                {pool.length === 0 && <span className="build-sentence__placeholder">All placed</span>}
              </fieldset>
              {order.length > 0 && !readOnly && (
                <button type="button" className="button button--small" onClick={() => change(index, [])}>
                  Clear reply {index + 1}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
