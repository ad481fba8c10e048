import { writtenTasks } from '../exam/build-sentence.ts';
import type { TaskText } from './evaluation.ts';

type TaskRef = { key: string; title: string };

/**
 * The revised answers as one text, the way the tutor and candidate apps have always joined a test's answers: a test
 * of one written task gives that task's revision as it is; a test of several gives each revised task under its title,
 * separated by blank lines. Tasks without a revision are left out. What the deprecated single `revisedAnswer` and the
 * REST contract's `RevisedAnswer` read.
 */
export function joinRevisedAnswers(tasks: readonly TaskRef[], revisedAnswers: readonly TaskText[]): string {
  const written = writtenTasks(tasks);
  const textOf = (key: string) => revisedAnswers.find((entry) => entry.taskKey === key)?.text ?? '';
  if (written.length <= 1) {
    // One task: its text exactly as stored (a revision of a task the test no longer has still reads).
    const only = written[0] ? textOf(written[0].key) : '';
    return only !== '' ? only : (revisedAnswers.find((entry) => entry.text.trim() !== '')?.text ?? '');
  }
  return written
    .map((task) => ({ task, text: textOf(task.key).trim() }))
    .filter((entry) => entry.text !== '')
    .map((entry) => `${entry.task.title}\n\n${entry.text}`)
    .join('\n\n');
}

function headingOf(line: string): string {
  return line.trim().replace(/[:.]$/, '').trim().toLowerCase();
}

/**
 * One revised text written for the whole test, as stored before revisions were kept per task and as an integrator's
 * single `revisedAnswer` still sends it, shared out among the written tasks. When the text opens with the title of a
 * written task (or "Part 1", "Part 2"...) on a line of its own, as the grading form pre-filled it, it is split at each
 * such heading that follows in the tasks' order, each part going to its task without the heading. Otherwise the whole
 * text goes to the first written task. An empty text gives no revisions.
 */
export function splitRevisedAnswer(tasks: readonly TaskRef[], text: string): TaskText[] {
  const written = writtenTasks(tasks);
  const first = written[0];
  if (text.trim() === '' || !first) return [];
  if (written.length === 1) return [{ taskKey: first.key, text }];
  const headings = written.map((task, index) => [headingOf(task.title), `part ${index + 1}`]);
  const lines = text.split(/\r?\n/);
  const parts: { index: number; lines: string[] }[] = [];
  let next = 0;
  for (const [at, line] of lines.entries()) {
    const standsAlone = (at === 0 || lines[at - 1]?.trim() === '' || parts.length === 0) && line.trim() !== '';
    const found = standsAlone
      ? headings.findIndex((names, index) => index >= next && names.includes(headingOf(line)))
      : -1;
    if (found >= 0) {
      parts.push({ index: found, lines: [] });
      next = found + 1;
      continue;
    }
    const current = parts[parts.length - 1];
    if (current) current.lines.push(line);
    else if (line.trim() !== '') return [{ taskKey: first.key, text }];
  }
  return parts
    .map((part) => ({ taskKey: (written[part.index] as TaskRef).key, text: part.lines.join('\n').trim() }))
    .filter((entry) => entry.text !== '');
}
