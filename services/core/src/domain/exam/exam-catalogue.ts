import { DomainError } from '../shared/domain-error.ts';
import type { Exam, ExamKey, Rubric, RubricCriterion, TaskFormat } from './exam.ts';
import { examKeys, toeflKey } from './exam.ts';

// Rubric modelling: a criterion without `taskKey` applies to every task of the exam; a criterion with one applies to
// that task only. IELTS thus shares three criteria and names its first one per task (Task Achievement for task 1,
// Task Response for task 2); PTE gives each task its own traits.

// Examiners give each criterion a whole band (never a half); only the writing band can end in .5.
const ieltsBand = { min: 0, max: 9, step: 1 } as const;

const ieltsRubric: Rubric = {
  version: 'ielts-2024',
  scoring:
    "Each criterion is a whole band and each task band the mean of its four criteria. Writing band = (Task 1 + 2 x Task 2) / 3, rounded to the nearest half band (a quarter rounds up); the unrounded weighted mean is shown beside it. IELTS says Task 2 counts twice Task 1 but does not publish how it combines and rounds the task scores, so this rounding is the product's estimate.",
  criteria: [
    { taskKey: 'task1', key: 'taskAchievement', label: 'Task Achievement', ...ieltsBand },
    { taskKey: 'task2', key: 'taskResponse', label: 'Task Response', ...ieltsBand },
    { key: 'coherenceCohesion', label: 'Coherence and Cohesion', ...ieltsBand },
    { key: 'lexicalResource', label: 'Lexical Resource', ...ieltsBand },
    { key: 'grammaticalRangeAccuracy', label: 'Grammatical Range and Accuracy', ...ieltsBand },
  ],
};

const oetRubric: Rubric = {
  version: 'oet-2.0',
  scoring:
    "The six criteria add up to 38 raw points, scaled linearly to 0-500 and rounded to the nearest 10. Grades: A 450-500, B 350-440, C+ 300-340, C 200-290, D 100-190, E 0-90. The 0-500 score is the product's estimate: OET does not publish its conversion.",
  criteria: [
    { key: 'purpose', label: 'Purpose', min: 0, max: 3, step: 1 },
    { key: 'content', label: 'Content', min: 0, max: 7, step: 1 },
    { key: 'concisenessClarity', label: 'Conciseness and Clarity', min: 0, max: 7, step: 1 },
    { key: 'genreStyle', label: 'Genre and Style', min: 0, max: 7, step: 1 },
    { key: 'organisationLayout', label: 'Organisation and Layout', min: 0, max: 7, step: 1 },
    { key: 'language', label: 'Language', min: 0, max: 7, step: 1 },
  ],
};

const trait = (taskKey: string, key: string, label: string, max: number): RubricCriterion => ({
  taskKey,
  key,
  label,
  min: 0,
  max,
  step: 1,
});

const pteRubric: Rubric = {
  version: 'pte-2025-08',
  scoring:
    "Each task counts equally: its trait points as a share of its own maximum (a task whose Content or Form is 0 scores 0), the two shares averaged and mapped to the 10-90 scale: 10 + 80 x mean share, rounded. Pearson does not publish how items are weighted, so the equal weighting is the product's choice. An estimate: the real PTE writing score is scaled differently and also draws on other item types.",
  criteria: [
    trait('summary', 'content', 'Content', 2),
    trait('summary', 'form', 'Form', 1),
    trait('summary', 'grammar', 'Grammar', 2),
    trait('summary', 'vocabulary', 'Vocabulary', 2),
    trait('essay', 'content', 'Content', 6),
    trait('essay', 'form', 'Form', 2),
    trait('essay', 'developmentStructureCoherence', 'Development, Structure and Coherence', 6),
    trait('essay', 'grammar', 'Grammar', 2),
    trait('essay', 'generalLinguisticRange', 'General Linguistic Range', 6),
    trait('essay', 'vocabularyRange', 'Vocabulary Range', 2),
    trait('essay', 'spelling', 'Spelling', 2),
  ],
};

const toeflRubric: Rubric = {
  version: 'toefl-2026',
  scoring:
    "The email and the discussion are each rated holistically from 0 to 5. Build a Sentence (scored by the server) is put on the same scale as 5 x the share of sentences right and counts for a quarter, by its 6 of the section's 23 minutes; the two ratings count 3/8 each (ETS does not publish its weights). The weighted mean rating becomes a band (1-6 in half steps) by concordance points from ETS's published tables (mean rating to 0-30, 0-30 to 1-6): e.g. 2.0 gives 3.0, 3.0 gives 4.0, 3.5 gives 4.5, 4.0 gives 5.0. An estimate: ETS scales the real band with a mapping it does not publish.",
  // Build a Sentence is scored by the server (exact order per item), so tutors rate only the two written tasks.
  criteria: [
    { taskKey: 'email', key: 'holistic', label: 'Holistic rating', min: 0, max: 5, step: 1 },
    { taskKey: 'discussion', key: 'holistic', label: 'Holistic rating', min: 0, max: 5, step: 1 },
  ],
};

const ieltsTask2: TaskFormat = { key: 'task2', title: 'Writing Task 2', minutes: 40, minWords: 250 };

/** The six exams, in the order the exam tiles and dropdowns show them. */
export const exams: Exam[] = [
  {
    key: 'PTE',
    code: 10,
    storedLabel: 'PTE',
    label: 'PTE',
    shortCode: 'PTE',
    tasks: [
      { key: 'summary', title: 'Summarize Written Text', minutes: 10, minWords: 5, maxWords: 75 },
      { key: 'essay', title: 'Write Essay', minutes: 20, minWords: 200, maxWords: 300 },
    ],
    readingMinutes: 0,
    taskTiming: 'perTask',
    rubric: pteRubric,
  },
  {
    key: toeflKey,
    code: 12,
    storedLabel: toeflKey,
    label: 'TOEFL',
    shortCode: 'TOF',
    tasks: [
      { key: 'buildSentence', title: 'Build a Sentence', minutes: 6 },
      { key: 'email', title: 'Write an Email', minutes: 7, minWords: 80, maxWords: 120 },
      { key: 'discussion', title: 'Academic Discussion', minutes: 10, minWords: 100 },
    ],
    readingMinutes: 0,
    taskTiming: 'perTask',
    rubric: toeflRubric,
  },
  {
    key: 'IELTSGeneral',
    code: 8,
    storedLabel: 'IELTS-General',
    label: 'IELTS-General',
    shortCode: 'IEG',
    tasks: [{ key: 'task1', title: 'Writing Task 1 (letter)', minutes: 20, minWords: 150 }, ieltsTask2],
    readingMinutes: 0,
    taskTiming: 'shared',
    rubric: ieltsRubric,
  },
  {
    key: 'IELTSAcademic',
    code: 6,
    storedLabel: 'IELTS-Academic',
    label: 'IELTS-Academic',
    shortCode: 'IEA',
    tasks: [{ key: 'task1', title: 'Writing Task 1', minutes: 20, minWords: 150 }, ieltsTask2],
    readingMinutes: 0,
    taskTiming: 'shared',
    rubric: ieltsRubric,
  },
  {
    key: 'OETNurses',
    code: 2,
    storedLabel: 'OET-Nurses',
    label: 'OET-Nurses',
    shortCode: 'ODN',
    tasks: [{ key: 'letter', title: 'Letter', minutes: 40, minWords: 180, maxWords: 200 }],
    readingMinutes: 5,
    taskTiming: 'shared',
    rubric: oetRubric,
  },
  {
    key: 'OETDoctors',
    code: 4,
    storedLabel: 'OET-Doctors',
    label: 'OET-Doctors',
    shortCode: 'ODD',
    tasks: [{ key: 'letter', title: 'Letter', minutes: 40, minWords: 180, maxWords: 200 }],
    readingMinutes: 5,
    taskTiming: 'shared',
    rubric: oetRubric,
  },
];

/** The exam a new profile starts with (the old product's default exam option: OET-Nurses). */
export const defaultProfileExamKey: ExamKey = 'OETNurses';

/** True when `value` is one of the six catalogue keys. */
export function isExamKey(value: unknown): value is ExamKey {
  return typeof value === 'string' && (examKeys as readonly string[]).includes(value);
}

/** The exam with this key; BAD_USER_INPUT for a key outside the catalogue. */
export function getExam(key: ExamKey): Exam {
  const exam = exams.find((candidate) => candidate.key === key);
  if (!exam) throw new DomainError('BAD_USER_INPUT', 'UNKNOWN_VALUE', `Unknown exam '${String(key)}'.`);
  return exam;
}

/** The exam with the old product's numeric code (2, 4, ..., 12), or undefined. */
export function examByCode(code: number): Exam | undefined {
  return exams.find((exam) => exam.code === code);
}

/** Writing time of the whole exam section plus its reading time, in minutes. */
export function examTotalMinutes(exam: Exam): number {
  return exam.readingMinutes + exam.tasks.reduce((sum, task) => sum + task.minutes, 0);
}

/** The rubric criteria a tutor scores for one task. */
export function criteriaForTask(rubric: Rubric, taskKey: string): RubricCriterion[] {
  return rubric.criteria.filter((criterion) => criterion.taskKey === undefined || criterion.taskKey === taskKey);
}
