/**
 * TOEFL iBT's key. The old product stored it misspelt, TOFEL, and the stored data, the REST contract and the GraphQL
 * enum keep that spelling; code names it through this constant, and every screen says TOEFL.
 */
export const toeflKey = 'TOFEL' as const;

export const examKeys = ['OETNurses', 'OETDoctors', 'IELTSAcademic', 'IELTSGeneral', 'PTE', toeflKey] as const;
export type ExamKey = (typeof examKeys)[number];

export type RubricCriterion = {
  /** The task this criterion scores; absent when it applies to every task of the test. */
  taskKey?: string;
  key: string;
  label: string;
  min: number;
  max: number;
  step: number;
};

export type Rubric = {
  /** Frozen per format, e.g. 'ielts-2024'; a test keeps the version it was written under. */
  version: string;
  scoring: string;
  criteria: RubricCriterion[];
};

/** One writing task of an exam's writing section, as the exam owner defines it. */
export type TaskFormat = {
  /** Stable within the exam, e.g. 'task1', 'task2', 'letter', 'summary', 'essay', 'email', 'discussion'. */
  key: string;
  title: string;
  minutes: number;
  minWords?: number;
  maxWords?: number;
};

export type Exam = {
  key: ExamKey;
  code: 2 | 4 | 6 | 8 | 10 | 12;
  /** Label as stored by the old product (TOFEL kept). */
  storedLabel: string;
  /** Label users see (TOEFL). */
  label: string;
  shortCode: string;
  tasks: TaskFormat[];
  /** Reading time before writing may start (OET: 5). */
  readingMinutes: number;
  /**
   * 'shared': one clock for all tasks, the candidate moves between them freely (IELTS, OET). 'perTask': each task
   * has its own clock and opens when the previous one is submitted or its time ends (PTE, TOEFL).
   */
  taskTiming: 'shared' | 'perTask';
  rubric: Rubric;
};
