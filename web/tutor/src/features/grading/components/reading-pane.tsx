import type { Passage } from '@mocktest/web-shared/passages';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';

/**
 * The grading page's reading pane (the answers on the left) shared with the comments in the form on the right: each
 * answer registers its element, so a selection in it can be commented on, and the form hands back the commented
 * passages to mark there.
 */
type ReadingPane = {
  /** The answers' elements by task key. */
  answers: ReadonlyMap<string, HTMLElement>;
  register: (taskKey: string, element: HTMLElement | null) => void;
  /** The commented passages by task key, numbered as the comments are. */
  passages: Readonly<Record<string, Passage[]>>;
  setPassages: (passages: Record<string, Passage[]>) => void;
  /** Whether the automatic first read's highlights and lists show (the tutor may hide them). */
  showFlags: boolean;
  setShowFlags: (show: boolean) => void;
  /** How a first-read flag becomes a comment: set by the comments while the tutor holds the claim, else null. */
  flagComments: FlagCommentActions | null;
  setFlagComments: (actions: FlagCommentActions | null) => void;
};

/** A comment as the form holds it, numbered as the comments are (from 1). */
export type NumberedComment = { taskKey: string; start: number; end: number; criterion: string; number: number };

export type FlagCommentActions = {
  comments: readonly NumberedComment[];
  /** Adds the comment to the form at once. */
  add: (comment: { taskKey: string; start: number; end: number; criterion: string; text: string }) => void;
  /** Opens the comment already on this passage for editing, as selecting the passage does. */
  open: (passage: { taskKey: string; start: number; end: number }) => void;
};

const ReadingPaneContext = createContext<ReadingPane | null>(null);

export function ReadingPaneProvider({ children }: { children: ReactNode }) {
  const answers = useRef(new Map<string, HTMLElement>());
  const [passages, setPassages] = useState<Record<string, Passage[]>>({});
  const [showFlags, setShowFlags] = useState(true);
  const [flagComments, setFlagComments] = useState<FlagCommentActions | null>(null);
  const register = useCallback((taskKey: string, element: HTMLElement | null) => {
    if (element) answers.current.set(taskKey, element);
    else answers.current.delete(taskKey);
  }, []);
  const value = useMemo(
    () => ({
      answers: answers.current,
      register,
      passages,
      setPassages,
      showFlags,
      setShowFlags,
      flagComments,
      setFlagComments,
    }),
    [register, passages, showFlags, flagComments],
  );
  return <ReadingPaneContext.Provider value={value}>{children}</ReadingPaneContext.Provider>;
}

/** The reading pane, or null outside the grading page. */
export function useReadingPane(): ReadingPane | null {
  return useContext(ReadingPaneContext);
}
