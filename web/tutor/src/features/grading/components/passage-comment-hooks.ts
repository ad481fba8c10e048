import { useCallback, useEffect, useMemo, useRef } from 'react';
import { type AnswerPassage, selectedPassage } from '../lib/passage-selection';
import { useReadingPane } from './reading-pane';

/**
 * The passage selected in an answer of the reading pane: the current selection, else the last one made there (a
 * click on a button may move the focus and clear it in some browsers). `forget` drops the remembered one.
 */
export function usePaneSelection(readOnly: boolean) {
  const pane = useReadingPane();
  const lastSelection = useRef<AnswerPassage | null>(null);

  useEffect(() => {
    if (readOnly || !pane) return;
    const remember = () => {
      const found = selectedPassage(pane.answers, window.getSelection());
      if (found) lastSelection.current = found;
    };
    document.addEventListener('selectionchange', remember);
    return () => document.removeEventListener('selectionchange', remember);
  }, [readOnly, pane]);

  const current = useCallback(
    () => (pane && selectedPassage(pane.answers, window.getSelection())) ?? lastSelection.current,
    [pane],
  );
  const forget = useCallback(() => {
    window.getSelection()?.removeAllRanges();
    lastSelection.current = null;
  }, []);
  return { current, forget };
}

/** Hands the commented passages to the reading pane, which marks them numbered as the comments are listed. */
export function useMarkedPassages(comments: readonly { taskKey: string; start: number; end: number }[]) {
  const pane = useReadingPane();
  const marked = useMemo(() => {
    const byTask: Record<string, { start: number; end: number; number: number }[]> = {};
    comments.forEach((comment, index) => {
      const list = byTask[comment.taskKey] ?? [];
      list.push({ start: comment.start, end: comment.end, number: index + 1 });
      byTask[comment.taskKey] = list;
    });
    return JSON.stringify(byTask);
  }, [comments]);
  const setPassages = pane?.setPassages;
  useEffect(() => {
    if (!setPassages) return;
    setPassages(JSON.parse(marked));
    return () => setPassages({});
  }, [marked, setPassages]);
}
