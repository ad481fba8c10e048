import { countsLetterBody, letterBodyCount, letterBodyLabel } from '@mocktest/web-shared/writing-rules';

type TaskRef = { key: string; title: string };
type AnswerRef = { taskKey: string; text: string };

/** TOEFL Build a Sentence: its answer is an order of word chunks, scored by the server and never marked by tutors. */
export const buildSentenceTaskKey = 'buildSentence';

/** The tasks a tutor reads and marks as writing: every task but the ones the server scores itself. */
export function writtenTasks<T extends { key: string }>(tasks: readonly T[]): T[] {
  return tasks.filter((task) => task.key !== buildSentenceTaskKey);
}

/** The candidate's answer to one task, if there is one. */
export function answerFor<A extends AnswerRef>(answers: A[], taskKey: string): A | undefined {
  return answers.find((answer) => answer.taskKey === taskKey);
}

/**
 * The starting point of each written task's revised answer: the candidate's text of that task; '' for every task when
 * `editable` is false (a reader sees only what the tutor wrote).
 */
export function prefillRevisedAnswers(
  allTasks: TaskRef[],
  answers: AnswerRef[],
  editable = true,
): Record<string, string> {
  // Build a Sentence's answer is a list of positions ('2,0,1'), nothing to revise.
  return Object.fromEntries(
    writtenTasks(allTasks).map((task) => [task.key, editable ? (answerFor(answers, task.key)?.text.trim() ?? '') : '']),
  );
}

/** The advisory length of a task in words, e.g. 'at least 150 words' or '180–200 words'. */
export function advisoryWords(minWords: number | null, maxWords: number | null): string | null {
  if (minWords && maxWords) return `${minWords}–${maxWords} words`;
  if (minWords) return `at least ${minWords} words`;
  if (maxWords) return `at most ${maxWords} words`;
  return null;
}

/** Whether a word count falls outside the advisory range (shown as a hint; lengths are never enforced). */
export function outsideAdvice(wordCount: number, minWords: number | null, maxWords: number | null): boolean {
  return (minWords !== null && wordCount < minWords) || (maxWords !== null && wordCount > maxWords);
}

/** The words the length advice judges, and how the count reads on the grading screen. */
export type AnswerLength = { words: number; label: string };

/**
 * An answer's length as the exam counts it. OET: the letter's body, between the salutation and the sign-off, beside
 * the whole letter ("Body 186 words (letter 214)"), and the 180–200 advice judges the body. Other exams: the server's
 * count of the whole answer.
 */
export function answerLength(exam: string, text: string, serverWords: number): AnswerLength {
  if (countsLetterBody(exam)) {
    const letter = letterBodyCount(text);
    return { words: letter.bodyWords, label: letterBodyLabel(letter) };
  }
  return { words: serverWords, label: `${serverWords} ${serverWords === 1 ? 'word' : 'words'}` };
}
