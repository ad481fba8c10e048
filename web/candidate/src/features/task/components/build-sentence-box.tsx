import { isComplete, shownWord } from '@mocktest/web-shared/build-sentence';
import { type DragEvent, useId, useState } from 'react';
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
 * TOEFL Build a Sentence, one item per screen as the exam shows it: the message, the reply with its blanks, and the
 * words below. Pressing a word (click, Enter or Space) puts it in the first empty blank; pressing a placed word takes
 * it back. Words can also be dragged into the reply, before a placed word, or back to the pool. Some items show an
 * extra word that belongs nowhere.
 */
export function BuildSentenceBox({ items, value, readOnly, onChange }: BuildSentenceBoxProps) {
  const statusId = useId();
  const [current, setCurrent] = useState(0);
  const orders = parseOrders(value, items.length);
  const answered = items.filter((item, index) =>
    isComplete({ blanks: item.blanks, order: orders[index] ?? [] }),
  ).length;
  const index = Math.min(current, items.length - 1);
  const item = items[index];
  if (!item) return null;
  const order = orders[index] ?? [];

  const change = (next: number[]) => {
    if (readOnly) return;
    onChange(formatOrders(orders.map((saved, at) => (at === index ? next : saved))));
  };
  const dragStart = (event: DragEvent, dragged: Dragged) => {
    event.dataTransfer.setData(dragType, JSON.stringify(dragged));
    event.dataTransfer.effectAllowed = 'move';
  };
  const dropped = (event: DragEvent): Dragged | null => {
    event.preventDefault();
    try {
      const found = JSON.parse(event.dataTransfer.getData(dragType)) as Dragged;
      return found.item === index ? found : null;
    } catch {
      return null;
    }
  };
  /** Places a dragged word at `place` in the reply (after the last placed word when omitted). */
  const dropInReply = (event: DragEvent, place?: number) => {
    event.stopPropagation();
    const found = dropped(event);
    if (!found) return;
    if (found.from === 'reply') return change(moveWithin(order, found.place, place ?? order.length));
    if (order.includes(found.place) || order.length >= item.blanks) return;
    const next = [...order];
    next.splice(place ?? next.length, 0, found.place);
    change(next);
  };
  const dropInPool = (event: DragEvent) => {
    const found = dropped(event);
    if (found?.from === 'reply') change(order.filter((_, at) => at !== found.place));
  };
  const allowDrop = (event: DragEvent) => {
    if (!readOnly && event.dataTransfer.types.includes(dragType)) event.preventDefault();
  };

  const pool = item.chunks.map((chunk, place) => ({ chunk, place })).filter(({ place }) => !order.includes(place));
  const full = order.length >= item.blanks;
  let blank = 0;
  return (
    <div className="build-sentence">
      <p className="build-sentence__progress" id={statusId} role="status">
        Item {index + 1} of {items.length} · Replies complete: {answered} of {items.length}
      </p>
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
              onClick={() => setCurrent(at)}
            >
              {at + 1}
            </button>
          );
        })}
      </nav>
      <section className="build-sentence__item" aria-label={`Item ${index + 1}`}>
        <p className="build-sentence__context">
          <span className="visually-hidden">Message {index + 1}: </span>
          {item.context}
        </p>
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
        <fieldset className="build-sentence__pool" onDragOver={allowDrop} onDrop={dropInPool}>
          <legend className="visually-hidden">Words and phrases for reply {index + 1}</legend>
          {pool.map(({ chunk, place }) => (
            <button
              key={place}
              type="button"
              className="chunk"
              draggable={!readOnly && !full}
              disabled={readOnly}
              aria-disabled={full || undefined}
              aria-label={`${chunk}: press to add it to your reply`}
              onClick={() => !full && change([...order, place])}
              onDragStart={(event) => dragStart(event, { item: index, from: 'pool', place })}
            >
              {chunk}
            </button>
          ))}
          {pool.length === 0 && <span className="build-sentence__placeholder">All placed</span>}
        </fieldset>
        <div className="build-sentence__actions">
          <button
            type="button"
            className="button button--small"
            disabled={index === 0}
            onClick={() => setCurrent(index - 1)}
          >
            Previous item
          </button>
          {order.length > 0 && !readOnly && (
            <button type="button" className="button button--small" onClick={() => change([])}>
              Clear reply {index + 1}
            </button>
          )}
          <button
            type="button"
            className="button button--small"
            disabled={index === items.length - 1}
            onClick={() => setCurrent(index + 1)}
          >
            Next item
          </button>
        </div>
      </section>
    </div>
  );
}
