import type { ExamKey } from '../exam/exam.ts';

/**
 * The automatic first read: a machine check of an answer's mechanics (spelling, grammar, repeated words, length,
 * paragraphing) run once the attempt is submitted. A help for the tutor and the waiting candidate, never a judge: it
 * gives no band or score, and it misses errors (agreement above all) as well as flagging some correct text.
 */
export const firstReadFlagKinds = ['spelling', 'grammar', 'repetition', 'length', 'paragraphing'] as const;
export type FirstReadFlagKind = (typeof firstReadFlagKinds)[number];

/** Which English the checker reads as: American for TOEFL, British for the others. */
export type Dialect = 'american' | 'british';

export type FirstReadFlag = {
  /** The task whose answer holds the point. */
  taskKey: string;
  kind: FirstReadFlagKind;
  /**
   * The passage in UTF-16 code units into that task's submitted answer (as anchored comments count), end exclusive;
   * both null for a point about the whole answer (its length, its paragraphing).
   */
  start: number | null;
  end: number | null;
  /** What was found, in plain words for a candidate. */
  message: string;
  /** Replacements the checker proposes, best first; empty when it has none. */
  suggestions: string[];
};

/** One task's answer as the first read receives it. */
export type FirstReadTask = {
  taskKey: string;
  text: string;
  minWords?: number;
  maxWords?: number;
};

/**
 * The stored first read of one attempt. `pending` until the job has run; `ready` with its flags; `unavailable` when
 * the checker failed for good (the submit stands either way: the first read is an extra).
 */
export type FirstRead = {
  attemptId: string;
  exam: ExamKey;
  dialect: Dialect;
  status: 'pending' | 'ready' | 'unavailable';
  flags: FirstReadFlag[];
  checkedAt: Date | null;
};
