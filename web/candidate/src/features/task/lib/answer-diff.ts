type TaskRef = { key: string; title: string };
type AnswerRef = { taskKey: string; text: string };

/** One written task: the candidate's answer to it and the tutor's revision of it ('' when not revised), trimmed. */
export type ComparedTask = { key: string; title: string; original: string; revised: string };

/**
 * What the Changes tab compares: each written task's answer with the tutor's revision of that task, in the test's
 * order, leaving out a task with neither (of a test of one task, that task still shows, saying nothing was written).
 */
export function comparedTasks(tasks: TaskRef[], answers: AnswerRef[], revisions: AnswerRef[]): ComparedTask[] {
  const textOf = (list: AnswerRef[], key: string) => list.find((entry) => entry.taskKey === key)?.text.trim() ?? '';
  const all = tasks.map((task) => ({
    key: task.key,
    title: task.title,
    original: textOf(answers, task.key),
    revised: textOf(revisions, task.key),
  }));
  const shown = all.filter((task) => task.original !== '' || task.revised !== '');
  return shown.length > 0 ? shown : all.slice(0, 1);
}
