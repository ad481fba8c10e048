import { readFile } from 'node:fs/promises';
import type { MechanicsChecker } from '../../application/first-read/ports.ts';
import type { ExamKey } from '../../domain/exam/exam.ts';
import { dialectFor } from '../../domain/first-read/dialect.ts';
import { examMechanicsFlags } from '../../domain/first-read/exam-mechanics.ts';
import type { FirstReadFlag, FirstReadFlagKind, FirstReadTask } from '../../domain/first-read/first-read.ts';
import { loadContentFiles } from '../content/load-content.ts';
import { createHarperMechanicsChecker } from './harper-mechanics-checker.ts';

// How well the first read does, on two sets: the question bank's model answers (edited text, so every flag there is
// a false alarm or a debatable one) and answers written with planted errors (test-data/flawed-answers.json). Run it
// directly for the figures: node services/core/src/adapters/first-read/first-read-accuracy.ts

export type PlantedError = { phrase: string | null; kind: FirstReadFlagKind; note: string };
export type FlawedAnswer = FirstReadTask & { id: string; exam: ExamKey; errors: PlantedError[] };

const flawedAnswersFile = new URL('./test-data/flawed-answers.json', import.meta.url);

export async function loadFlawedAnswers(): Promise<FlawedAnswer[]> {
  const parsed = JSON.parse(await readFile(flawedAnswersFile, 'utf8')) as { answers: FlawedAnswer[] };
  for (const answer of parsed.answers) {
    for (const { phrase } of answer.errors) {
      if (phrase !== null && answer.text.split(phrase).length !== 2) {
        throw new Error(`${answer.id}: the planted phrase "${phrase}" must occur exactly once`);
      }
    }
  }
  return parsed.answers;
}

/** Every flag of the first read for one answer: the whole-answer checks and the checker's. */
async function firstRead(checker: MechanicsChecker, exam: ExamKey, task: FirstReadTask): Promise<FirstReadFlag[]> {
  const found = task.text.trim()
    ? await checker.check({ taskKey: task.taskKey, text: task.text, dialect: dialectFor(exam) })
    : [];
  return [...examMechanicsFlags(task), ...found];
}

const countBy = <T>(items: T[], key: (item: T) => string) =>
  [...Map.groupBy(items, key)]
    .map(([value, group]) => ({ value, count: group.length }))
    .sort((a, b) => b.count - a.count);

export type ModelAnswerFigures = {
  answers: number;
  /** Flags on model answers: each a false alarm or a debatable point. */
  flags: number;
  perAnswer: number;
  /** Answers with no flag at all. */
  clean: number;
  byKind: { value: string; count: number }[];
  topMessages: { value: string; count: number }[];
  /** Each flag with its passage, for reading them through. */
  examples: string[];
};

/** The first read over every written model answer of the question bank. */
export async function measureModelAnswers(checker: MechanicsChecker): Promise<ModelAnswerFigures> {
  const flags: FirstReadFlag[] = [];
  const examples: string[] = [];
  let answers = 0;
  let clean = 0;
  for (const file of await loadContentFiles()) {
    for (const task of file.tasks) {
      // Build a Sentence has no prose answer to read.
      if (task.items) continue;
      const found = await firstRead(checker, file.exam, {
        taskKey: task.key,
        text: task.modelAnswer,
        ...(task.minWords === undefined ? {} : { minWords: task.minWords }),
        ...(task.maxWords === undefined ? {} : { maxWords: task.maxWords }),
      });
      answers += 1;
      if (found.length === 0) clean += 1;
      flags.push(...found);
      for (const flag of found) {
        const passage =
          flag.start === null ? '(whole answer)' : task.modelAnswer.slice(flag.start, flag.end ?? flag.start);
        examples.push(`${file.id} ${task.key} ${flag.kind} "${passage}": ${flag.message}`);
      }
    }
  }
  return {
    answers,
    flags: flags.length,
    perAnswer: answers === 0 ? 0 : flags.length / answers,
    clean,
    byKind: countBy(flags, (flag) => flag.kind),
    topMessages: countBy(flags, (flag) => flag.message).slice(0, 15),
    examples,
  };
}

export type KindFigures = { planted: number; found: number };
export type MissedError = PlantedError & { answer: string };

export type FlawedAnswerFigures = {
  answers: number;
  planted: number;
  found: number;
  byKind: Partial<Record<FirstReadFlagKind, KindFigures>>;
  missed: MissedError[];
  /** Flags on no planted error: false alarms in the flawed texts (or slips we did not mean to plant). */
  unplannedFlags: string[];
};

const overlaps = (flag: FirstReadFlag, start: number, end: number) =>
  flag.start !== null && flag.end !== null && flag.start < end && flag.end > start;

/** Whether the flag is on the planted error: overlapping its phrase, or of its kind for a whole-answer error. */
function isOn(answer: FlawedAnswer, error: PlantedError, flag: FirstReadFlag): boolean {
  const { phrase } = error;
  if (phrase === null) return flag.start === null && flag.kind === error.kind;
  const start = answer.text.indexOf(phrase);
  return overlaps(flag, start, start + phrase.length);
}

/** The first read over the answers with planted errors: which errors it finds. */
export async function measureFlawedAnswers(checker: MechanicsChecker): Promise<FlawedAnswerFigures> {
  const answers = await loadFlawedAnswers();
  const byKind: Partial<Record<FirstReadFlagKind, KindFigures>> = {};
  const missed: MissedError[] = [];
  const unplannedFlags: string[] = [];
  let found = 0;
  let planted = 0;
  for (const answer of answers) {
    const { id, exam, errors, ...task } = answer;
    const flags = await firstRead(checker, exam, task);
    for (const error of errors) {
      const figures = byKind[error.kind] ?? { planted: 0, found: 0 };
      byKind[error.kind] = figures;
      figures.planted += 1;
      planted += 1;
      if (flags.some((flag) => isOn(answer, error, flag))) {
        figures.found += 1;
        found += 1;
      } else {
        missed.push({ answer: id, ...error });
      }
    }
    for (const flag of flags) {
      if (!errors.some((error) => isOn(answer, error, flag))) {
        const passage = flag.start === null ? '(whole answer)' : answer.text.slice(flag.start, flag.end ?? flag.start);
        unplannedFlags.push(`${id} ${flag.kind} "${passage}": ${flag.message}`);
      }
    }
  }
  return { answers: answers.length, planted, found, byKind, missed, unplannedFlags };
}

const percent = (part: number, whole: number) => (whole === 0 ? '-' : `${Math.round((100 * part) / whole)}%`);

/** The figures as lines of text, for the test's output and the script. */
export function describeFigures(model: ModelAnswerFigures, flawed: FlawedAnswerFigures): string[] {
  return [
    `Model answers: ${model.answers}, flags ${model.flags} (${model.perAnswer.toFixed(2)} per answer), ${model.clean} with none`,
    `  by kind: ${model.byKind.map(({ value, count }) => `${value} ${count}`).join(', ')}`,
    '  top messages:',
    ...model.topMessages.map(({ value, count }) => `    ${count} x ${value}`),
    `Flawed answers: ${flawed.answers}, planted errors found ${flawed.found} of ${flawed.planted} (${percent(flawed.found, flawed.planted)})`,
    ...Object.entries(flawed.byKind).map(
      ([kind, { planted, found }]) => `  ${kind}: ${found} of ${planted} (${percent(found, planted)})`,
    ),
    '  missed:',
    ...flawed.missed.map((error) => `    ${error.answer} ${error.kind} "${error.phrase}" (${error.note})`),
    `  flags on no planted error: ${flawed.unplannedFlags.length}`,
    ...flawed.unplannedFlags.map((line) => `    ${line}`),
  ];
}

if (import.meta.main) {
  const checker = createHarperMechanicsChecker();
  try {
    const model = await measureModelAnswers(checker);
    const flawed = await measureFlawedAnswers(checker);
    console.log(describeFigures(model, flawed).join('\n'));
    if (process.argv.includes('--examples')) console.log(model.examples.join('\n'));
  } finally {
    await checker.dispose();
  }
}
