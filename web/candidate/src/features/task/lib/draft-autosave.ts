import type { Answers } from './draft-storage';

export type SaveStatus = 'saved' | 'saving' | 'failed';

export type Timers = {
  set: (callback: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
};

export type DraftAutosaveOptions = {
  /** What the server holds already; anything else gets saved, including a restored local copy. */
  saved: Answers;
  /** Sends the answers to the server; rejects when they were not stored. */
  save: (answers: Answers) => Promise<void>;
  onStatus: (status: SaveStatus) => void;
  /** Every change, and every copy the server confirmed, so the browser can keep a copy of its own. */
  mirror?: (answers: Answers, synced: boolean) => void;
  /** A refusal meaning the attempt was closed on the server (submitted there): saving stops and `onClosed` runs. */
  isClosedError?: (error: unknown) => boolean;
  onClosed?: (error: unknown) => void;
  /** Nothing is sent while held (OET reading time, when the server refuses drafts). */
  held?: boolean;
  quietMs?: number;
  retryMs?: number;
  timers?: Timers;
};

export type DraftAutosave = {
  /** The candidate changed the text: save it once typing pauses. */
  edit: (answers: Answers) => void;
  /** Saves now (page hidden or left, back online). */
  flush: () => void;
  hold: (held: boolean) => void;
  /**
   * Ends autosaving for a submit: cancels a pending save and resolves once a save already sent has settled, so the
   * submit reaches the server last. Whatever that save answers changes nothing any more.
   */
  close: () => Promise<void>;
  /** Resumes after a submit that did not go through. */
  reopen: () => void;
};

const browserTimers: Timers = {
  set: (callback, ms) => globalThis.setTimeout(callback, ms),
  clear: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Saves the answers a moment after typing stops and retries after a failure; one save at a time, and none once the
 * submit has begun. Framework-free, so the ordering against the submit is tested without a browser.
 */
export function createDraftAutosave(options: DraftAutosaveOptions): DraftAutosave {
  const { save, onStatus, mirror, isClosedError, onClosed } = options;
  const quietMs = options.quietMs ?? 2000;
  const retryMs = options.retryMs ?? 5000;
  const timers = options.timers ?? browserTimers;

  let latest = options.saved;
  let lastSaved = JSON.stringify(options.saved);
  let status: SaveStatus = 'saved';
  let held = options.held ?? false;
  let closed = false;
  let timer: unknown;
  let inFlight: Promise<void> | null = null;
  let flushAfterFlight = false;

  const setStatus = (next: SaveStatus) => {
    if (next === status) return;
    status = next;
    onStatus(next);
  };
  const cancelTimer = () => {
    if (timer !== undefined) timers.clear(timer);
    timer = undefined;
  };
  const schedule = (ms: number) => {
    cancelTimer();
    timer = timers.set(() => {
      timer = undefined;
      flush();
    }, ms);
  };
  const unsaved = () => JSON.stringify(latest) !== lastSaved;

  async function send(snapshot: Answers, serialised: string): Promise<void> {
    try {
      await save(snapshot);
      lastSaved = serialised;
      if (closed) return;
      if (!unsaved()) {
        mirror?.(snapshot, true);
        setStatus('saved');
      } else if (!held) {
        schedule(flushAfterFlight ? 0 : quietMs);
      }
    } catch (error) {
      // After the submit began, a refused or failed draft is expected and must not alarm the candidate.
      if (closed) return;
      if (isClosedError?.(error)) {
        closed = true;
        cancelTimer();
        onClosed?.(error);
        return;
      }
      setStatus('failed');
      if (!held) schedule(retryMs);
    } finally {
      flushAfterFlight = false;
    }
  }

  function flush(): void {
    cancelTimer();
    if (closed || held) return;
    if (inFlight) {
      flushAfterFlight = true;
      return;
    }
    if (!unsaved()) {
      setStatus('saved');
      return;
    }
    const snapshot = latest;
    setStatus('saving');
    inFlight = send(snapshot, JSON.stringify(snapshot)).finally(() => {
      inFlight = null;
    });
  }

  return {
    edit(answers) {
      latest = answers;
      if (closed || !unsaved()) return;
      mirror?.(answers, false);
      if (held) return;
      if (status !== 'failed') setStatus('saving');
      schedule(quietMs);
    },
    flush,
    hold(next) {
      if (next === held) return;
      held = next;
      if (held) cancelTimer();
      else if (unsaved()) flush();
    },
    async close() {
      closed = true;
      cancelTimer();
      await inFlight?.catch(() => undefined);
    },
    reopen() {
      closed = false;
      if (unsaved() && !held) schedule(quietMs);
    },
  };
}
