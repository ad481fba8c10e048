import { diffWords } from 'diff';

export type DiffSegment = { kind: 'same' | 'added' | 'removed'; text: string };

export type AnswerComparison = {
  /** The candidate's answer: kept words and the words the tutor removed. */
  original: DiffSegment[];
  /** The tutor's revised answer: kept words and the words the tutor added. */
  revised: DiffSegment[];
  /** Both in one text, for a single column: kept words, each removed passage followed by what replaced it. */
  inline: DiffSegment[];
  changed: boolean;
};

/**
 * Word-level comparison of the candidate's answer with the tutor's revision, split into the two sides to show and
 * merged into one inline text.
 */
export function compareAnswers(original: string, revised: string): AnswerComparison {
  const result: AnswerComparison = { original: [], revised: [], inline: [], changed: false };
  for (const change of diffWords(original, revised)) {
    if (change.added) {
      result.revised.push({ kind: 'added', text: change.value });
      result.inline.push({ kind: 'added', text: change.value });
      result.changed = true;
    } else if (change.removed) {
      result.original.push({ kind: 'removed', text: change.value });
      result.inline.push({ kind: 'removed', text: change.value });
      result.changed = true;
    } else {
      result.original.push({ kind: 'same', text: change.value });
      result.revised.push({ kind: 'same', text: change.value });
      result.inline.push({ kind: 'same', text: change.value });
    }
  }
  return result;
}

type TaskRef = { key: string; title: string };
type AnswerRef = { taskKey: string; text: string };

/**
 * The candidate's answers as the tutor's revision starts from them (the tutor app prefills the revised answer the
 * same way): the one task's text, or each answered task under its title when the test has several.
 */
export function submittedAnswerText(tasks: TaskRef[], answers: AnswerRef[]): string {
  const answered = tasks
    .map((task) => ({ task, text: answers.find((answer) => answer.taskKey === task.key)?.text.trim() ?? '' }))
    .filter((entry) => entry.text !== '');
  if (answered.length === 0) return '';
  if (tasks.length === 1) return answered[0]?.text ?? '';
  return answered.map((entry) => `${entry.task.title}\n\n${entry.text}`).join('\n\n');
}
