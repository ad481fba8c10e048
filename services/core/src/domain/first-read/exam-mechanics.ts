import { wordCount } from '../attempt/word-count.ts';
import type { FirstReadFlag, FirstReadTask } from './first-read.ts';

/**
 * From this many words an answer is expected in paragraphs. Every task whose minimum is 150 words or more (IELTS,
 * the OET letter, the PTE essay) is past it well before its minimum, so a short draft of those tasks is flagged too;
 * under it sits the short writing (a TOEFL email of 80-120 words), where one block is still easy to read.
 */
export const paragraphingMinWords = 120;

/**
 * Tasks written as one block by design: the PTE summary is one sentence; the TOEFL academic discussion is a post to a
 * class forum, rated holistically, and a single-paragraph post is the normal form of it.
 */
const oneBlockTasks = new Set(['summary', 'discussion']);

/** The OET letter's 180-200 words are those of its body: the addresses, date, 'Re:' line and signature are extra. */
const bodyCountedTasks = new Set(['letter']);

const salutation = /^[ \t]*Dear\b[^\n]*$/im;
const closing =
  /^[ \t]*(?:Yours\s+(?:sincerely|faithfully|truly)|(?:With\s+)?(?:Kind|Best|Warm)\s+regards|Regards|Sincerely)\b/im;

/** The body of a letter: after its 'Dear ...' line and before its closing; the whole text when it has no 'Dear' line. */
export function letterBody(text: string): string {
  const opening = salutation.exec(text);
  if (!opening) return text;
  const afterOpening = text.slice(opening.index + opening[0].length);
  const end = closing.exec(afterOpening);
  return end ? afterOpening.slice(0, end.index) : afterOpening;
}

// A full stop after these is usually not the end of a sentence.
const abbreviations = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'st',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'approx',
  'no',
  'u.s',
  'u.k',
  'fig',
]);

const sentenceEnd = /[.!?]["'”’)\]]*\s+(?=["'“‘([]?[\p{Lu}\d])/gu;

/** The number of sentences in a text (0 when blank): ends are . ! or ? before a capital or a digit, not after 'e.g.'. */
export function sentenceCount(text: string): number {
  if (text.trim() === '') return 0;
  let count = 1;
  for (const match of text.matchAll(sentenceEnd)) {
    const before = text.slice(0, match.index);
    const lastWord = (before.split(/\s/u).pop() ?? '').replace(/^["'“‘(]+/u, '');
    const singleInitial = /^\p{Lu}$/u.test(lastWord);
    if (!singleInitial && !abbreviations.has(lastWord.toLowerCase())) count += 1;
  }
  return count;
}

const words = (n: number) => `${n} word${n === 1 ? '' : 's'}`;

function wholeAnswerFlag(task: FirstReadTask, kind: 'length' | 'paragraphing', message: string): FirstReadFlag {
  return { taskKey: task.taskKey, kind, start: null, end: null, message, suggestions: [] };
}

function lengthFlags(task: FirstReadTask): FirstReadFlag[] {
  const inBody = bodyCountedTasks.has(task.taskKey);
  const count = wordCount(inBody ? letterBody(task.text) : task.text);
  const counted = inBody ? `${words(count)} in the body of the letter` : words(count);
  if (task.minWords !== undefined && count < task.minWords) {
    return [wholeAnswerFlag(task, 'length', `${counted}: the task asks for at least ${task.minWords}.`)];
  }
  if (task.maxWords !== undefined && count > task.maxWords) {
    return [wholeAnswerFlag(task, 'length', `${counted}: the task asks for at most ${task.maxWords}.`)];
  }
  return [];
}

function layoutFlags(task: FirstReadTask): FirstReadFlag[] {
  const text = task.text.trim();
  if (text === '') return [];
  if (task.taskKey === 'summary') {
    const sentences = sentenceCount(text);
    return sentences > 1
      ? [wholeAnswerFlag(task, 'paragraphing', `${sentences} sentences: the summary must be one single sentence.`)]
      : [];
  }
  if (oneBlockTasks.has(task.taskKey)) return [];
  const count = wordCount(text);
  if (count < paragraphingMinWords || /\n/u.test(text)) return [];
  return [
    wholeAnswerFlag(
      task,
      'paragraphing',
      `${words(count)} in one block: split the answer into paragraphs, one for each main point, with a line between them.`,
    ),
  ];
}

/**
 * The first read's checks of the answer as a whole: its length against the task's word limits, and its layout
 * (paragraphs; one sentence for the PTE summary). A blank answer gets the length flag only.
 */
export function examMechanicsFlags(task: FirstReadTask): FirstReadFlag[] {
  return [...lengthFlags(task), ...layoutFlags(task)];
}
