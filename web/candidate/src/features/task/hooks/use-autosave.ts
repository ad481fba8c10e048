import { useCallback, useEffect, useRef, useState } from 'react';
import { type Answers, writeLocalDraft } from '../lib/draft-storage';

export type SaveStatus = 'saved' | 'saving' | 'failed';

const quietMs = 2000;
const retryMs = 5000;

type AutosaveOptions = {
  attemptId: string;
  answers: Answers;
  /** What the server holds already; anything else gets saved, including a restored local copy. */
  savedAnswers: Answers;
  /** Sends the answers to the server; rejects when they were not stored. */
  save: (answers: Answers) => Promise<void>;
};

/**
 * Saves the answers a moment after typing stops, when the page is hidden or left, and retries after a
 * failure; every change is mirrored in localStorage first.
 */
export function useAutosave({ attemptId, answers, savedAnswers, save }: AutosaveOptions) {
  const [status, setStatus] = useState<SaveStatus>('saved');
  const latest = useRef(answers);
  const lastSaved = useRef(JSON.stringify(savedAnswers));
  const timer = useRef<number | undefined>(undefined);
  const inFlight = useRef(false);
  const stopped = useRef(false);
  const saveRef = useRef(save);
  saveRef.current = save;

  const flush = useCallback(async (): Promise<void> => {
    window.clearTimeout(timer.current);
    if (stopped.current || inFlight.current) return;
    const snapshot = latest.current;
    const serialised = JSON.stringify(snapshot);
    if (serialised === lastSaved.current) {
      setStatus('saved');
      return;
    }
    inFlight.current = true;
    setStatus('saving');
    try {
      await saveRef.current(snapshot);
      lastSaved.current = serialised;
      if (stopped.current) return;
      if (JSON.stringify(latest.current) === serialised) {
        writeLocalDraft(attemptId, snapshot, true);
        setStatus('saved');
      } else {
        timer.current = window.setTimeout(() => void flush(), quietMs);
      }
    } catch {
      if (stopped.current) return;
      setStatus('failed');
      timer.current = window.setTimeout(() => void flush(), retryMs);
    } finally {
      inFlight.current = false;
    }
  }, [attemptId]);

  useEffect(() => {
    latest.current = answers;
    const serialised = JSON.stringify(answers);
    if (serialised === lastSaved.current || stopped.current) return;
    writeLocalDraft(attemptId, answers, false);
    setStatus((current) => (current === 'failed' ? current : 'saving'));
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void flush(), quietMs);
  }, [answers, attemptId, flush]);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    const onOnline = () => void flush();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onOnline);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onOnline);
      window.removeEventListener('online', onOnline);
      // Leaving the screen inside the app saves what is pending.
      void flush();
    };
  }, [flush]);

  /** Stops saving drafts (while and after submitting). */
  const stop = useCallback(() => {
    stopped.current = true;
    window.clearTimeout(timer.current);
  }, []);

  /** Resumes after a failed submit. */
  const resume = useCallback(() => {
    stopped.current = false;
    timer.current = window.setTimeout(() => void flush(), quietMs);
  }, [flush]);

  return { status, flush, stop, resume };
}
