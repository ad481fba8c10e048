import {
  type ContentFile,
  chartKinds,
  essayKinds,
  letterKinds,
  oetCaseTypes,
} from '../adapters/content/content-schemas.ts';
import { wordCount } from '../domain/attempt/word-count.ts';
import { filledReply, replyParts } from '../domain/exam/build-sentence.ts';
import type { ExamKey } from '../domain/exam/exam.ts';
import { toeflKey } from '../domain/exam/exam.ts';

// Quality rules of the question bank that go beyond the format (content/README.md, 'Lengths the tests check', and the
// mix of kinds each exam's 20 tests must cover). The question-bank tests run them over the real content folder; each returns readable
// problems ('<file> <task>: ...') so one run lists everything a content writer has to fix.

type Task = ContentFile['tasks'][number];

/** The body of an OET letter: the lines after the 'Dear ...,' line and before the 'Yours sincerely,' line. */
export function oetLetterBody(letter: string): string | null {
  const lines = letter.split(/\r?\n/);
  const dear = lines.findIndex((line) => /^\s*Dear\b.*,\s*$/.test(line));
  const closing = lines.findIndex(
    (line, index) => index > dear && /^\s*Yours (sincerely|faithfully),?\s*$/i.test(line),
  );
  if (dear < 0 || closing < 0) return null;
  return lines.slice(dear + 1, closing).join('\n');
}

type Range = { min: number; max: number };

/** The README's length table, per exam and task key: [what is measured, its range]. */
function lengthRules(exam: ExamKey, key: string): Array<{ what: string; text: (task: Task) => string | null } & Range> {
  const model = (task: Task) => task.modelAnswer;
  if ((exam === 'IELTSAcademic' || exam === 'IELTSGeneral') && key === 'task1') {
    // What a strong candidate writes in 20 minutes: a little over the minimum, not a polished 230 words.
    return [{ what: 'model answer', text: model, min: 170, max: 200 }];
  }
  if ((exam === 'IELTSAcademic' || exam === 'IELTSGeneral') && key === 'task2') {
    return [{ what: 'model answer', text: model, min: 250, max: 380 }];
  }
  if (exam === 'PTE' && key === 'summary') {
    return [
      { what: 'passage', text: (task) => task.passage ?? '', min: 200, max: 300 },
      { what: 'model answer', text: model, min: 5, max: 75 },
    ];
  }
  if (exam === 'PTE' && key === 'essay') return [{ what: 'model answer', text: model, min: 200, max: 300 }];
  if (exam === toeflKey && key === 'email') return [{ what: 'model answer', text: model, min: 80, max: 120 }];
  if (exam === toeflKey && key === 'discussion') return [{ what: 'model answer', text: model, min: 100, max: 200 }];
  if (exam === 'OETNurses' || exam === 'OETDoctors') {
    return [{ what: 'letter body', text: (task) => oetLetterBody(task.modelAnswer), min: 180, max: 200 }];
  }
  return [];
}

/** Full stops: a period followed by a space or the end (a decimal point is not one). */
const fullStops = (text: string) => text.match(/\.(?=\s|$)/g)?.length ?? 0;

/** Every text of the README's length table that falls outside its range. */
export function lengthProblems(file: ContentFile): string[] {
  const problems: string[] = [];
  for (const task of file.tasks) {
    for (const rule of lengthRules(file.exam, task.key)) {
      const text = rule.text(task);
      const where = `${file.id} ${task.key}`;
      if (text === null) {
        problems.push(`${where}: the ${rule.what} has no 'Dear ...,' line or no 'Yours sincerely,' line`);
        continue;
      }
      const words = wordCount(text);
      if (words < rule.min || words > rule.max) {
        problems.push(`${where}: the ${rule.what} has ${words} words (allowed ${rule.min}-${rule.max})`);
      }
    }
    if (file.exam === 'PTE' && task.key === 'summary') {
      const answer = task.modelAnswer.trim();
      if (fullStops(answer) !== 1 || !answer.endsWith('.')) {
        problems.push(`${file.id} summary: the model answer must be one sentence with a single full stop, at the end`);
      }
    }
  }
  return problems;
}

/** A stated length such as '80-120 words' or 'at least 100 words'. */
const statedLength = /\d+\s*(?:(?:-|–|to)\s*\d+\s*)?words\b/i;

/** The TOEFL email, whose real directions give no length ('write as much as you can in complete sentences'). */
const statesNoLength = (file: ContentFile, task: Task) => file.exam === toeflKey && task.key === 'email';

/**
 * Instructions that do not state the task's time and advisory length (README: 'Instructions state the time ...'); a
 * TOEFL email states its time only: a length in its instructions, prompt or points is a problem.
 */
export function instructionProblems(file: ContentFile): string[] {
  return file.tasks.flatMap((task) => {
    const where = `${file.id} ${task.key}`;
    if (statesNoLength(file, task)) {
      const texts = [task.instructions, task.prompt, ...(task.bullets ?? [])];
      const problems = texts.some((text) => statedLength.test(text))
        ? [`${where}: states a length, which the real TOEFL email directions do not`]
        : [];
      if (!new RegExp(`\\b${task.minutes}\\b`).test(task.instructions)) {
        problems.push(`${where}: the instructions do not state ${task.minutes} minutes`);
      }
      return problems;
    }
    const figures = [task.minutes, task.minWords, task.maxWords].filter((value) => value !== undefined);
    return figures.every((figure) => new RegExp(`\\b${figure}\\b`).test(task.instructions))
      ? []
      : [`${where}: the instructions do not state ${task.minutes} minutes and the word count`];
  });
}

function countBy<T extends string>(values: (T | undefined)[]): Map<T, number> {
  const counts = new Map<T, number>();
  for (const value of values) if (value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

function atLeast(label: string, kinds: readonly string[], values: (string | undefined)[], min: number): string[] {
  const counts = countBy(values);
  return kinds
    .filter((kind) => (counts.get(kind) ?? 0) < min)
    .map((kind) => `${label}: '${kind}' appears ${counts.get(kind) ?? 0} times (at least ${min})`);
}

/** Letter purposes of the README, as an OET prompt words them. */
export const letterPurposes = {
  referral: /\brefer(ral|ring)?\b/i,
  discharge: /\bdischarg/i,
  transfer: /\btransfer/i,
  advice: /\badvi[cs]e|\binform\b|\bupdate|\brespon/i,
} as const;

/** The mix of kinds (charts, essays, letters, OET shapes and purposes) each exam's 20 tests must cover. */
export function coverageProblems(exam: ExamKey, files: ContentFile[]): string[] {
  const tasks = (key: string) => files.flatMap((file) => file.tasks.filter((task) => task.key === key));
  switch (exam) {
    case 'IELTSAcademic':
      return [
        ...atLeast(
          'IELTS Academic charts',
          chartKinds,
          tasks('task1').map((task) => task.chart?.kind),
          3,
        ),
        ...atLeast(
          'IELTS Academic essays',
          essayKinds,
          tasks('task2').map((task) => task.essayKind),
          3,
        ),
      ];
    case 'IELTSGeneral':
      return [
        ...atLeast(
          'IELTS General letters',
          letterKinds,
          tasks('task1').map((task) => task.letterKind),
          6,
        ),
        ...atLeast(
          'IELTS General essays',
          essayKinds,
          tasks('task2').map((task) => task.essayKind),
          3,
        ),
      ];
    case 'OETNurses':
    case 'OETDoctors': {
      const letters = tasks('letter');
      const purposes = Object.entries(letterPurposes)
        .filter(([, pattern]) => !letters.some((task) => pattern.test(task.prompt)))
        .map(([purpose]) => `${exam} letters: no prompt asks for a letter of ${purpose}`);
      return [
        ...atLeast(
          `${exam} case notes`,
          oetCaseTypes,
          letters.map((task) => task.oetCase?.type),
          3,
        ),
        ...purposes,
      ];
    }
    default:
      return [];
  }
}

/** What a candidate reads as the question of a task: its prompt and the material that comes with it. */
export function questionText(task: Task): string {
  const discussion = task.discussion
    ? [task.discussion.professor.post, ...task.discussion.students.map((student) => student.post)]
    : [];
  // Build a Sentence's prompt is the same fixed line in every test: its items are what it asks.
  const items = (task.items ?? []).map((item) => `${item.context} ${filledReply(replyParts(item.reply), item.chunks)}`);
  return [task.prompt, task.passage ?? '', ...(task.bullets ?? []), ...discussion, ...items].join('\n');
}

/** Word 3-shingles of a text, lower-cased, punctuation ignored. */
export function shingles(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const result = new Set<string>();
  for (let i = 0; i + 3 <= words.length; i++) result.add(words.slice(i, i + 3).join(' '));
  return result;
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const item of a) if (b.has(item)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/**
 * Two prompts are near-duplicates when the Jaccard similarity of their word 3-shingles reaches this. Measured on the
 * bank: a copied prompt with one word in ten replaced scores about 0.5, one word in eight about 0.45; two different
 * prompts written to the same template stay under 0.25 once the template is set aside.
 */
export const nearDuplicateThreshold = 0.4;

export type PromptRef = { id: string; exam: ExamKey; key: string; text: string };

export type SimilarPair = { a: string; b: string; similarity: number };

/**
 * Pairs of prompts of the whole bank at or above the threshold. Template wording that a quarter or more of the
 * same exam's same task repeats by design (e.g. 'Summarise the information by selecting and reporting the main
 * features') is set aside first, so the comparison weighs what each prompt asks.
 */
export function nearDuplicatePrompts(prompts: PromptRef[], threshold = nearDuplicateThreshold): SimilarPair[] {
  const groups = new Map<string, PromptRef[]>();
  for (const prompt of prompts) {
    const group = `${prompt.exam}/${prompt.key}`;
    groups.set(group, [...(groups.get(group) ?? []), prompt]);
  }
  const templates = new Map<string, Set<string>>();
  for (const [group, members] of groups) {
    const minimum = Math.max(3, Math.ceil(members.length / 4));
    const frequency = new Map<string, number>();
    for (const member of members) {
      for (const shingle of shingles(member.text)) frequency.set(shingle, (frequency.get(shingle) ?? 0) + 1);
    }
    templates.set(group, new Set([...frequency].filter(([, count]) => count >= minimum).map(([shingle]) => shingle)));
  }
  const distinctive = prompts.map((prompt) => {
    const all = shingles(prompt.text);
    const template = templates.get(`${prompt.exam}/${prompt.key}`) ?? new Set<string>();
    const own = new Set([...all].filter((shingle) => !template.has(shingle)));
    // A prompt that is nearly all template is compared in full rather than on a handful of words.
    return { ref: prompt, set: own.size >= 5 ? own : all };
  });
  const pairs: SimilarPair[] = [];
  for (let i = 0; i < distinctive.length; i++) {
    for (let j = i + 1; j < distinctive.length; j++) {
      const a = distinctive[i];
      const b = distinctive[j];
      if (!a || !b) continue;
      const similarity = jaccard(a.set, b.set);
      if (similarity >= threshold) {
        pairs.push({ a: `${a.ref.id} ${a.ref.key}`, b: `${b.ref.id} ${b.ref.key}`, similarity });
      }
    }
  }
  return pairs.sort((x, y) => y.similarity - x.similarity);
}

/** Every task of the given files as a prompt to compare. */
export function promptsOf(files: ContentFile[]): PromptRef[] {
  return files.flatMap((file) =>
    file.tasks.map((task) => ({ id: file.id, exam: file.exam, key: task.key, text: questionText(task) })),
  );
}

/** Sentences of a prompt that tell the candidate what or how much to write; the task type's directions say that. */
const directing =
  /^(read|write|then|post|add|respond|contribute|take part|after reading|make|summari[sz]e|sum up|condense|produce|give a|express|in one sentence|your (task|essay|response|sentence|summary)|aim for|you should write|include|focus)\b/i;

/** The exams whose direction texts are printed the same for every task of a type (content/README.md). */
const fixedDirectionExams: readonly ExamKey[] = ['PTE', toeflKey];

/** What a task directs: its instructions and any directing sentence of its prompt ('Write an email to X.' names the
 * recipient, as the real TOEFL email does, so it is part of the situation). */
export function directionsOf(task: Task): string {
  const sentences = task.prompt
    .split(/(?<=[.?!:])\s+/)
    .filter((sentence) => directing.test(sentence) || /\bwords\b/i.test(sentence))
    .filter((sentence) => !(task.key === 'email' && /^Write an email to\b/.test(sentence)));
  return [task.instructions, ...sentences].join(' ');
}

/**
 * PTE and TOEFL tasks whose directions differ from the most common ones of their task type, or steer the content
 * ('Include the cause, the example and the solution'): the real exams print one fixed direction text per task type.
 */
export function directionProblems(files: ContentFile[]): string[] {
  const groups = new Map<string, Array<{ id: string; directions: string }>>();
  for (const file of files.filter((each) => fixedDirectionExams.includes(each.exam))) {
    for (const task of file.tasks) {
      const group = `${file.exam} ${task.key}`;
      groups.set(group, [...(groups.get(group) ?? []), { id: file.id, directions: directionsOf(task) }]);
    }
  }
  const problems: string[] = [];
  for (const [group, members] of groups) {
    const counts = countBy(members.map((member) => member.directions));
    const [common] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [''];
    for (const member of members) {
      if (member.directions !== common) {
        problems.push(`${member.id} ${group}: directions differ from the other ${group} tasks: '${member.directions}'`);
      }
    }
    if (/\binclude\b/i.test(common)) problems.push(`${group}: the directions steer the content: '${common}'`);
  }
  return problems;
}

/**
 * Sentences that coach an OET candidate (what to include or leave out, whom to write for, tone, closing): the real case
 * notes give facts only, and choosing what is relevant is assessed (content/README.md).
 */
const coachingSentence =
  /^(include|focus|select|make|concentrate|leave out|omit|explain|address the letter|write (for|the letter)|mention|describe|emphasi[sz]e|highlight|remember|do not include|this is an? (urgent|letter))\b|\b(the|your) letter should (?!be approximately)|\bneeds? to know\b|^(tone|closing|why (they|it) matters?)\s*:/i;

/** Every text of a value, with where it sits ('note', 'details.closing.gratitude', 'instructions[3]'). */
function textsOf(value: unknown, path: string): Array<{ path: string; text: string }> {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => textsOf(item, path ? `${path}.${key}` : key));
  }
  return [];
}

/**
 * Case-note fields that exist only to coach (the tone to take, how to close, a ready rationale, why results matter):
 * the real case notes never carry them, whatever their wording.
 */
const coachingFields = new Set([
  'professionalAndCourteousTone',
  'tone',
  'closing',
  'gratitude',
  'rationaleForChanges',
  'justification',
  'importance',
]);

/** Where a coaching field sits in a value ('oetCase.details.closing'). */
function coachingFieldsOf(value: unknown, path: string): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => coachingFieldsOf(item, `${path}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [
    ...(coachingFields.has(key) ? [`${path}.${key}`] : []),
    ...coachingFieldsOf(item, `${path}.${key}`),
  ]);
}

/** OET prompts and case notes that coach the candidate, one problem per coaching field or sentence. */
export function oetCoachingProblems(file: ContentFile): string[] {
  if (file.exam !== 'OETNurses' && file.exam !== 'OETDoctors') return [];
  return file.tasks.flatMap((task) => [
    ...coachingFieldsOf(task.oetCase, 'oetCase').map((path) => `${file.id} ${path}: a coaching field`),
    ...[...textsOf(task.prompt, 'prompt'), ...textsOf(task.oetCase, 'oetCase')].flatMap(({ path, text }) =>
      text
        .split(/(?<=[.;])\s+|\n+/)
        .map((sentence) => sentence.trim().replace(/^[-•]\s*/, ''))
        .filter((sentence) => coachingSentence.test(sentence))
        .map((sentence) => `${file.id} ${path}: coaches the candidate: '${sentence}'`),
    ),
  ]);
}

/** Words that name an IELTS General letter's register, which the real paper leaves the candidate to choose. */
const registerWords = /\b(semi-formal|informal|formal)\b/i;

/**
 * Coaching outside the hints: an OET letter without hints, an IELTS General letter whose prompt, directions
 * or points name the register or whose register hint is missing or differs from its letter kind, a PTE summary or TOEFL
 * discussion prompt that tells the candidate what to write.
 */
export function hintProblems(file: ContentFile): string[] {
  const problems: string[] = [];
  for (const task of file.tasks) {
    const where = `${file.id} ${task.key}`;
    const hints = task.hints ?? [];
    if (hints.some((hint) => !hint.text.trim())) problems.push(`${where}: an empty hint`);
    if (file.exam === 'OETNurses' || file.exam === 'OETDoctors') {
      if (!hints.some((hint) => hint.kind === 'tone')) problems.push(`${where}: no tone hint`);
    }
    if (file.exam === 'IELTSGeneral' && task.key === 'task1') {
      const shown = [task.instructions, task.prompt, ...(task.bullets ?? [])].join('\n');
      if (registerWords.test(shown)) problems.push(`${where}: the task names the register`);
      const registers = hints.filter((hint) => hint.kind === 'register');
      const expected = new RegExp(`^Register: ${task.letterKind}\\.`);
      if (registers.length !== 1 || !expected.test(registers[0]?.text ?? '')) {
        problems.push(`${where}: needs one register hint that says '${task.letterKind}'`);
      }
    } else if (hints.some((hint) => hint.kind === 'register')) {
      problems.push(`${where}: a register hint outside an IELTS General letter`);
    }
    const steerable =
      (file.exam === 'PTE' && task.key === 'summary') || (file.exam === toeflKey && task.key === 'discussion');
    if (
      steerable &&
      /(^|[.?!]\s+)(read|write|summari[sz]e|sum up|give|produce|condense|express|post|add|contribute)\b/i.test(
        task.prompt,
      )
    ) {
      problems.push(`${where}: the prompt tells the candidate what to write: '${task.prompt}'`);
    }
  }
  return problems;
}
