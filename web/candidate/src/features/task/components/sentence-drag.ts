import type { DragEvent } from 'react';
import { moveWithin } from '../lib/sentence-order';

export type Dragged = { item: number; from: 'pool' | 'reply'; place: number };

const dragType = 'application/x-sentence-chunk';

type SentenceDragOptions = {
  /** The item on screen: a word dragged from another item is ignored. */
  index: number;
  order: number[];
  blanks: number;
  readOnly: boolean;
  change: (next: number[]) => void;
};

/** Drag and drop of words between the reply and the pool of one Build a Sentence item. */
export function sentenceDrag({ index, order, blanks, readOnly, change }: SentenceDragOptions) {
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
    if (order.includes(found.place) || order.length >= blanks) return;
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
  return { dragStart, dropInReply, dropInPool, allowDrop };
}

export type SentenceDrag = ReturnType<typeof sentenceDrag>;
