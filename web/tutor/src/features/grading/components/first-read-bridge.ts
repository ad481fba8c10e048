import { useEffect, useRef } from 'react';
import { useReadingPane } from './reading-pane';

type Passage = { taskKey: string; start: number; end: number };
type Comment = Passage & { criterion: string; text: string };

/**
 * Connects the comments on passages to the reading pane's automatic first read while they can be edited (the tutor
 * holds the claim): a flag there adds its comment in one action, or opens the comment already on its passage.
 */
export function useFirstReadBridge(
  readOnly: boolean,
  comments: readonly Comment[],
  add: (comment: Comment) => void,
  open: (passage: Passage) => void,
): void {
  const setFlagComments = useReadingPane()?.setFlagComments;
  const latest = useRef({ add, open });
  latest.current = { add, open };
  const key = JSON.stringify(
    comments.map((comment) => [comment.taskKey, comment.start, comment.end, comment.criterion]),
  );
  useEffect(() => {
    if (readOnly || !setFlagComments) return;
    const listed = JSON.parse(key) as [string, number, number, string][];
    setFlagComments({
      comments: listed.map(([taskKey, start, end, criterion], index) => ({
        taskKey,
        start,
        end,
        criterion,
        number: index + 1,
      })),
      add: (comment) => latest.current.add(comment),
      open: (passage) => latest.current.open(passage),
    });
    return () => setFlagComments(null);
  }, [readOnly, setFlagComments, key]);
}
