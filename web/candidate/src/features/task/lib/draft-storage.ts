export type Answers = Record<string, string>;

type StoredDraft = { answers: Answers; synced: boolean; updatedAt: number };

const prefix = 'mocktest:draft:';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Mirrors the answers in the browser, so a lost connection or a closed tab loses nothing. */
export function writeLocalDraft(attemptId: string, answers: Answers, synced: boolean): void {
  const draft: StoredDraft = { answers, synced, updatedAt: Date.now() };
  try {
    storage()?.setItem(prefix + attemptId, JSON.stringify(draft));
  } catch {
    // A full or blocked storage must not stop the candidate from writing; the server copy still saves.
  }
}

export function readLocalDraft(attemptId: string): StoredDraft | null {
  const raw = storage()?.getItem(prefix + attemptId);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredDraft>;
    if (typeof parsed.answers !== 'object' || parsed.answers === null) return null;
    return { answers: parsed.answers, synced: parsed.synced === true, updatedAt: Number(parsed.updatedAt) || 0 };
  } catch {
    return null;
  }
}

export function clearLocalDraft(attemptId: string): void {
  storage()?.removeItem(prefix + attemptId);
}

/**
 * The answers to start from: the browser's copy when it holds changes the server never received,
 * otherwise the server's. Every task gets an entry.
 */
export function initialAnswers(
  taskKeys: string[],
  serverAnswers: { taskKey: string; text: string }[],
  local: StoredDraft | null,
): Answers {
  const fromServer = new Map(serverAnswers.map((answer) => [answer.taskKey, answer.text]));
  const preferLocal = local !== null && !local.synced;
  const answers: Answers = {};
  for (const key of taskKeys) {
    const localText = preferLocal ? local.answers[key] : undefined;
    answers[key] = typeof localText === 'string' ? localText : (fromServer.get(key) ?? '');
  }
  return answers;
}

/** The answers as the API takes them, in task order. */
export function toAnswerInput(taskKeys: string[], answers: Answers): { taskKey: string; text: string }[] {
  return taskKeys.map((taskKey) => ({ taskKey, text: answers[taskKey] ?? '' }));
}

/** Whether the server holds exactly the text sent for every task (a submit made earlier elsewhere may differ). */
export function storedAsSent(
  sent: readonly { taskKey: string; text: string }[],
  stored: readonly { taskKey: string; text: string }[],
): boolean {
  const storedText = new Map(stored.map((answer) => [answer.taskKey, answer.text]));
  return sent.every((answer) => (storedText.get(answer.taskKey) ?? '') === answer.text);
}
