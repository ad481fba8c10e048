import { toeflKey } from '../format/toefl-key';
import { countsLetterBody, type LetterBodyCount, letterBodyCount } from './letter-body';
import { sentenceCount, wordCount } from './word-count';

/** What the length panel under an answer needs to know about its task (the fields of the GraphQL WritingTask). */
export type LengthTask = { key: string; minWords?: number | null; maxWords?: number | null };

export type LengthCheck = {
  /** The words the rule judges: the whole answer, or an OET letter's body. */
  words: number;
  /** OET: the body and the whole letter counted apart (the guide judges the body). */
  letter?: LetterBodyCount;
  /** The exam's advice for this task with its consequence, in words; null when the task gives none. */
  advice: string | null;
  /**
   * What the answer as written breaks, in the exam's terms; empty while the answer is blank or keeps the rule.
   * Each text is fixed per problem (not per word count), so a screen reader announces it once, not on every key.
   */
  problems: string[];
};

type Rule = (task: LengthTask, words: number, text: string) => Omit<LengthCheck, 'words'>;

const range = (min: number, max: number) => `${min}–${max}`;

/** IELTS Task 1 (150) and Task 2 (250): a shorter answer loses marks in the task's first criterion. */
const ielts: Rule = (task, words) => {
  const min = task.minWords ?? (task.key === 'task1' ? 150 : 250);
  const criterion = task.key === 'task1' ? 'Task Achievement' : 'Task Response';
  return {
    advice: `Write at least ${min} words: a shorter answer loses marks in ${criterion}.`,
    problems:
      words > 0 && words < min ? [`Under ${min} words: in the exam this answer would lose marks in ${criterion}.`] : [],
  };
};

/** PTE Summarize Written Text: one sentence of 5-75 words, or the summary scores zero. */
const pteSummary: Rule = (task, words, text) => {
  const min = task.minWords ?? 5;
  const max = task.maxWords ?? 75;
  const problems: string[] = [];
  if (words > 0 && words < min) problems.push(`Under ${min} words: in the exam this summary would score zero.`);
  if (words > max) problems.push(`Over ${max} words: in the exam this summary would score zero.`);
  if (sentenceCount(text) > 1) problems.push('More than one sentence: in the exam this summary would score zero.');
  return { advice: `One sentence of ${range(min, max)} words, or the summary scores zero.`, problems };
};

// PTE Write Essay: Form is 0 under 120 or over 380 words, and a Form of 0 makes the whole essay score 0.
const pteFormZeroBelow = 120;
const pteFormZeroAbove = 380;

/** PTE Write Essay: 200-300 words; far outside that, Form and with it the whole essay score zero. */
const pteEssay: Rule = (task, words) => {
  const min = task.minWords ?? 200;
  const max = task.maxWords ?? 300;
  const problems: string[] = [];
  if (words > 0 && words < pteFormZeroBelow)
    problems.push(`Under ${pteFormZeroBelow} words: in the exam Form would score zero, and with it the whole essay.`);
  else if (words > pteFormZeroAbove)
    problems.push(`Over ${pteFormZeroAbove} words: in the exam Form would score zero, and with it the whole essay.`);
  else if (words > 0 && (words < min || words > max))
    problems.push(`Outside ${range(min, max)} words: in the exam this essay would lose marks for Form.`);
  return {
    advice: `Write ${range(min, max)} words: under ${pteFormZeroBelow} or over ${pteFormZeroAbove} words scores zero.`,
    problems,
  };
};

/** TOEFL: the task's own advice; the email's directions give no length. */
const toefl: Rule = (task, words) => {
  const min = task.minWords;
  if (task.key === 'email') {
    // Like the real directions, no number: the task screen shows none either.
    return { advice: 'The directions give no length: write as much as you can in complete sentences.', problems: [] };
  }
  if (!min) return { advice: null, problems: [] };
  return {
    advice: `Write at least ${min} words, as the task asks.`,
    problems: words > 0 && words < min ? [`Under ${min} words: shorter than the task asks for.`] : [],
  };
};

/** OET letter: a guide of about 180-200 words for the body, with no automatic penalty. */
const oet: Rule = (task, words) => {
  const min = task.minWords ?? 180;
  const max = task.maxWords ?? 200;
  return {
    advice: `Approximately ${range(min, max)} words in the body of the letter: a guide, with no automatic penalty.`,
    problems:
      words > 0 && (words < min || words > max)
        ? [`Outside the guide of ${range(min, max)} words: check that every relevant note is in and nothing more.`]
        : [],
  };
};

/** Any other task: its advisory words, without a consequence. */
const generic: Rule = (task) => {
  const { minWords: min, maxWords: max } = task;
  if (min && max) return { advice: `Aim for ${range(min, max)} words.`, problems: [] };
  if (min) return { advice: `Write at least ${min} words.`, problems: [] };
  if (max) return { advice: `Write at most ${max} words.`, problems: [] };
  return { advice: null, problems: [] };
};

function ruleFor(exam: string, taskKey: string): Rule {
  if (exam === 'IELTSAcademic' || exam === 'IELTSGeneral') return ielts;
  if (exam === 'PTE') return taskKey === 'summary' ? pteSummary : taskKey === 'essay' ? pteEssay : generic;
  if (exam === toeflKey) return toefl;
  if (exam === 'OETNurses' || exam === 'OETDoctors') return oet;
  return generic;
}

/**
 * The exam's length rule for one task applied to the answer as written: its advice with the exam's consequence, and
 * what the answer breaks. `exam` is the catalogue key (IELTSAcademic, PTE, TOFEL, ...); the numbers come from the task.
 */
export function checkLength(exam: string | null | undefined, task: LengthTask, text: string): LengthCheck {
  if (countsLetterBody(exam)) {
    const letter = letterBodyCount(text);
    return { words: letter.bodyWords, letter, ...ruleFor(exam ?? '', task.key)(task, letter.bodyWords, text) };
  }
  const words = wordCount(text);
  return { words, ...ruleFor(exam ?? '', task.key)(task, words, text) };
}
