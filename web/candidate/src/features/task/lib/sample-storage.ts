/** A practice answer kept in the browser: the text and when its clock started. */
export type SampleDraft = { text: string; startedAt: number };

const key = (id: string) => `mocktest:sample:${id}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored draft, or a fresh one whose clock starts now (a refresh never restarts the clock). */
export function loadSampleDraft(id: string, now: number): SampleDraft {
  try {
    const parsed = JSON.parse(storage()?.getItem(key(id)) ?? 'null') as Partial<SampleDraft> | null;
    if (parsed && typeof parsed.text === 'string' && typeof parsed.startedAt === 'number') {
      return { text: parsed.text, startedAt: parsed.startedAt };
    }
  } catch {
    // An unreadable entry is replaced by a fresh draft.
  }
  const fresh = { text: '', startedAt: now };
  saveSampleDraft(id, fresh);
  return fresh;
}

export function saveSampleDraft(id: string, draft: SampleDraft): void {
  try {
    storage()?.setItem(key(id), JSON.stringify(draft));
  } catch {
    // A full or blocked storage must not stop the writer.
  }
}

export function clearSampleDraft(id: string): void {
  try {
    storage()?.removeItem(key(id));
  } catch {
    // Nothing to clear.
  }
}
