import type { ExamKey } from '../exam/exam.ts';
import { toeflKey } from '../exam/exam.ts';
import type { FirstReadFlagKind } from './first-read.ts';

type KindCriteria = Record<FirstReadFlagKind, string>;

// Which rubric criterion a tutor's comment on each kind of point most likely falls under, per exam and task. The keys
// are those of exam-catalogue.ts; the unit test checks each one applies to its task.

// IELTS: the first criterion is named per task (Task Achievement for task 1, Task Response for task 2) and that is
// where a response under the word limit loses marks. Paragraphing is part of Coherence and Cohesion; spelling and
// word repetition of Lexical Resource.
const ielts = (taskKey: string): KindCriteria => ({
  spelling: 'lexicalResource',
  grammar: 'grammaticalRangeAccuracy',
  repetition: 'lexicalResource',
  length: taskKey === 'task1' ? 'taskAchievement' : 'taskResponse',
  paragraphing: 'coherenceCohesion',
});

// OET: accuracy of spelling and grammar is Language; layout in paragraphs is Organisation and Layout; the 180-200 word
// body is a matter of Conciseness and Clarity (a letter too long includes what the reader does not need, a letter too
// short usually leaves content out, but over-length is the common case).
const oet: KindCriteria = {
  spelling: 'language',
  grammar: 'language',
  repetition: 'language',
  length: 'concisenessClarity',
  paragraphing: 'organisationLayout',
};

// PTE scores traits per task. The summary has no spelling trait (Vocabulary takes it) and its Form trait is the one
// sentence of 5-75 words, so both length and the sentence count go there. The essay has a Spelling trait, and Form
// is its 200-300 words.
const pteSummary: KindCriteria = {
  spelling: 'vocabulary',
  grammar: 'grammar',
  repetition: 'vocabulary',
  length: 'form',
  paragraphing: 'form',
};
const pteEssay: KindCriteria = {
  spelling: 'spelling',
  grammar: 'grammar',
  repetition: 'vocabularyRange',
  length: 'form',
  paragraphing: 'developmentStructureCoherence',
};

// TOEFL rates each written task with one holistic score.
const toefl: KindCriteria = {
  spelling: 'holistic',
  grammar: 'holistic',
  repetition: 'holistic',
  length: 'holistic',
  paragraphing: 'holistic',
};

function criteriaFor(exam: ExamKey, taskKey: string): KindCriteria {
  switch (exam) {
    case 'IELTSAcademic':
    case 'IELTSGeneral':
      return ielts(taskKey);
    case 'OETNurses':
    case 'OETDoctors':
      return oet;
    case 'PTE':
      return taskKey === 'summary' ? pteSummary : pteEssay;
    case toeflKey:
      return toefl;
  }
}

/** The rubric criterion key a tutor's comment on a first-read point of this kind is most likely about. */
export function criterionForFlag(exam: ExamKey, taskKey: string, kind: FirstReadFlagKind): string {
  return criteriaFor(exam, taskKey)[kind];
}
