import { useEffect, useRef, useState } from 'react';
import { createDraftAutosave, type DraftAutosave, type SaveStatus } from '../lib/draft-autosave';
import { type Answers, writeLocalDraft } from '../lib/draft-storage';
import { submitFailure } from '../lib/submit-failure';

export type { SaveStatus };

type AutosaveOptions = {
  attemptId: string;
  answers: Answers;
  /** What the server holds already; anything else gets saved, including a restored local copy. */
  savedAnswers: Answers;
  /** Sends the answers to the server; rejects when they were not stored. */
  save: (answers: Answers) => Promise<void>;
  /** OET reading time: the server refuses drafts, so none is sent. */
  held: boolean;
  /** A draft was refused because the attempt is submitted on the server (another tab, or the server at time-up). */
  onClosed: () => void;
};

/**
 * Saves the answers a moment after typing stops, when the page is hidden or left, and retries after a failure;
 * every change is mirrored in localStorage first. The submit closes it (see submitAnswers).
 */
export function useAutosave({ attemptId, answers, savedAnswers, save, held, onClosed }: AutosaveOptions): {
  status: SaveStatus;
  autosave: DraftAutosave;
} {
  const [status, setStatus] = useState<SaveStatus>('saved');
  const saveRef = useRef(save);
  saveRef.current = save;
  const onClosedRef = useRef(onClosed);
  onClosedRef.current = onClosed;

  // One instance per attempt screen (the workspace is keyed by attempt): it holds the in-flight save.
  const [autosave] = useState(() =>
    createDraftAutosave({
      saved: savedAnswers,
      save: (snapshot) => saveRef.current(snapshot),
      onStatus: setStatus,
      mirror: (snapshot, synced) => writeLocalDraft(attemptId, snapshot, synced),
      isClosedError: (error) => submitFailure(error) === 'closed',
      onClosed: () => onClosedRef.current(),
      held,
    }),
  );

  useEffect(() => autosave.edit(answers), [autosave, answers]);
  useEffect(() => autosave.hold(held), [autosave, held]);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') autosave.flush();
    };
    const flush = () => autosave.flush();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', flush);
    window.addEventListener('online', flush);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('online', flush);
      // Leaving the screen inside the app saves what is pending (nothing once the submit has begun).
      autosave.flush();
    };
  }, [autosave]);

  return { status, autosave };
}
