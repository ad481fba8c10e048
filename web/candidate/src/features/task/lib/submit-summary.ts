import { toeflKey } from '@mocktest/web-shared/format';
import { checkLength, countsLetterBody, type LengthTask } from '@mocktest/web-shared/writing-rules';

/** How one written part stands when the candidate asks to submit. */
export type PartSummary = {
  key: string;
  title: string;
  words: number;
  /** OET: the whole letter's words beside the body's (`words`). */
  letterWords: number | null;
  /** The length the part is held to, in words: 'minimum 150', '200–300 advised', or null when the task gives none. */
  target: string | null;
  status: 'empty' | 'short' | 'long' | 'ok';
};

type SummaryTask = LengthTask & { title: string };

const range = (min: number, max: number) => `${min}–${max}`;

/** The task's length in the exam's own terms (TOEFL's email gives none, as its directions do). */
function targetOf(exam: string, task: LengthTask): { text: string | null; min: number | null; max: number | null } {
  const min = task.minWords ?? null;
  const max = task.maxWords ?? null;
  if (exam === toeflKey && task.key === 'email') return { text: null, min: null, max: null };
  if (countsLetterBody(exam) && min && max) return { text: `${range(min, max)} in the body, advised`, min, max };
  if (exam === 'IELTSAcademic' || exam === 'IELTSGeneral')
    return { text: min ? `minimum ${min}` : null, min, max: null };
  if (min && max) return { text: `${range(min, max)} advised`, min, max };
  if (min) return { text: `minimum ${min}`, min, max: null };
  if (max) return { text: `maximum ${max}`, min: null, max };
  return { text: null, min: null, max: null };
}

/** Each written part's word count against its minimum or advised range, flagging empty, short and long parts. */
export function summarizeParts(
  exam: string | null | undefined,
  tasks: readonly SummaryTask[],
  answers: Readonly<Record<string, string>>,
): PartSummary[] {
  return tasks.map((task) => {
    const text = answers[task.key] ?? '';
    const check = checkLength(exam, task, text);
    const target = targetOf(exam ?? '', task);
    const blank = text.trim() === '';
    const status: PartSummary['status'] = blank
      ? 'empty'
      : target.min !== null && check.words < target.min
        ? 'short'
        : target.max !== null && check.words > target.max
          ? 'long'
          : 'ok';
    return {
      key: task.key,
      title: task.title,
      words: check.words,
      letterWords: check.letter ? check.letter.letterWords : null,
      target: target.text,
      status,
    };
  });
}

const statusText: Record<PartSummary['status'], string | null> = {
  empty: 'Empty',
  short: 'Short',
  long: 'Long',
  ok: null,
};

/** The flag shown beside a part: 'Empty', 'Short', 'Long', or null when it keeps its length. */
export function partFlag(part: PartSummary): string | null {
  return statusText[part.status];
}

/** "186 words" or, for an OET letter, "Body 186 words (letter 214)". */
export function partCount(part: PartSummary): string {
  const words = `${part.words} ${part.words === 1 ? 'word' : 'words'}`;
  return part.letterWords === null ? words : `Body ${words} (letter ${part.letterWords})`;
}

/** Time left in words for the question: "12 minutes 5 seconds". */
export function timeLeftText(ms: number): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  const parts = [];
  if (minutes > 0) parts.push(`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`);
  if (seconds > 0 || minutes === 0) parts.push(`${seconds} ${seconds === 1 ? 'second' : 'seconds'}`);
  return parts.join(' ');
}
