import { isComplete } from '@mocktest/web-shared/build-sentence';
import { useId, useState } from 'react';
import type { TaskAttemptFieldsFragment } from '../../../gql/graphql';
import { formatOrders, parseOrders } from '../lib/sentence-order';
import './build-sentence.css';
import { BuildSentenceReply } from './build-sentence-reply';
import { BuildSentenceSteps } from './build-sentence-steps';
import { sentenceDrag } from './sentence-drag';

type Item = TaskAttemptFieldsFragment['sentenceItems'][number];

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
  const drag = sentenceDrag({ index, order, blanks: item.blanks, readOnly, change });

  const pool = item.chunks.map((chunk, place) => ({ chunk, place })).filter(({ place }) => !order.includes(place));
  const full = order.length >= item.blanks;
  return (
    <div className="build-sentence">
      <p className="build-sentence__progress" id={statusId} role="status">
        Item {index + 1} of {items.length} · Replies complete: {answered} of {items.length}
      </p>
      <BuildSentenceSteps items={items} orders={orders} index={index} onPick={setCurrent} />
      <section className="build-sentence__item" aria-label={`Item ${index + 1}`}>
        <p className="build-sentence__context">
          <span className="visually-hidden">Message {index + 1}: </span>
          {item.context}
        </p>
        <BuildSentenceReply item={item} index={index} order={order} readOnly={readOnly} change={change} drag={drag} />
        <fieldset className="build-sentence__pool" onDragOver={drag.allowDrop} onDrop={drag.dropInPool}>
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
              onDragStart={(event) => drag.dragStart(event, { item: index, from: 'pool', place })}
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
