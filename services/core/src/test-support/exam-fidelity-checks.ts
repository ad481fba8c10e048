import type { ContentFile } from '../adapters/content/content-schemas.ts';
import type { BlankSentenceItem } from '../domain/exam/build-sentence.ts';
import { toeflKey } from '../domain/exam/exam.ts';

// Bank checks of how closely the tests follow the real exams, beyond the format: Build a Sentence items whose other
// orders were read and judged, American spelling in TOEFL, an allergy status in every OET case, hints free of editing
// residue, an examiner's note with every model answer. Each returns one line per problem, naming the test.

/**
 * Words that can often sit in more than one place in an English sentence (frequency and focus adverbs, time words).
 * An item placing one of them must say, for each swap with a neighbouring chunk, whether that order is accepted too.
 */
export const movableWords = new Set([
  'usually',
  'often',
  'always',
  'also',
  'already',
  'just',
  'still',
  'really',
  'probably',
  'even',
  'never',
  'sometimes',
  'ever',
  'only',
  'today',
  'tomorrow',
  'yesterday',
  'later',
  'now',
  'soon',
]);

const swapped = (order: readonly string[], a: number, b: number): string[] => {
  const next = [...order];
  [next[a], next[b]] = [next[b] as string, next[a] as string];
  return next;
};

/** The orders a reader must judge: a movable word swapped with each neighbour, and the two sides of 'and'/'or'. */
export function ordersToJudge(chunks: readonly string[]): string[][] {
  const orders: string[][] = [];
  chunks.forEach((chunk, at) => {
    if (movableWords.has(chunk.toLowerCase())) {
      if (at > 0) orders.push(swapped(chunks, at, at - 1));
      if (at < chunks.length - 1) orders.push(swapped(chunks, at, at + 1));
    }
    if ((chunk === 'and' || chunk === 'or') && at > 0 && at < chunks.length - 1) {
      orders.push(swapped(chunks, at - 1, at + 1));
    }
  });
  return orders;
}

/** Items with an order that could also be right but is neither accepted nor judged wrong. */
export function unjudgedOrderProblems(file: ContentFile): string[] {
  const items: BlankSentenceItem[] = file.tasks.flatMap((task) => task.items ?? []);
  return items.flatMap((item, index) => {
    const judged = new Set(
      [...(item.alternatives ?? []), ...(item.rejected ?? []).map((entry) => entry.order)].map((order) =>
        order.join(' '),
      ),
    );
    return ordersToJudge(item.chunks)
      .filter((order) => !judged.has(order.join(' ')))
      .map((order) => `${file.id} item ${index + 1}: '${order.join(' ')}' is neither an alternative nor rejected`);
  });
}

/** British spellings and words a TOEFL test (American English) must not use, with the American form. */
const britishToAmerican: Record<string, string> = {
  colour: 'color',
  colours: 'colors',
  favourite: 'favorite',
  behaviour: 'behavior',
  neighbour: 'neighbor',
  neighbours: 'neighbors',
  honour: 'honor',
  labour: 'labor',
  centre: 'center',
  centres: 'centers',
  theatre: 'theater',
  metre: 'meter',
  metres: 'meters',
  programme: 'program',
  programmes: 'programs',
  organise: 'organize',
  organised: 'organized',
  organising: 'organizing',
  organisation: 'organization',
  organisations: 'organizations',
  realise: 'realize',
  realised: 'realized',
  recognise: 'recognize',
  apologise: 'apologize',
  analyse: 'analyze',
  summarise: 'summarize',
  prioritise: 'prioritize',
  travelled: 'traveled',
  travelling: 'traveling',
  cancelled: 'canceled',
  licence: 'license',
  defence: 'defense',
  catalogue: 'catalog',
  cheque: 'check',
  grey: 'gray',
  enrol: 'enroll',
  enrolment: 'enrollment',
  maths: 'math',
  timetable: 'schedule',
  fortnight: 'two weeks',
  queue: 'line',
  autumn: 'fall',
  postcode: 'zip code',
  rubbish: 'trash',
};

/** TOEFL texts with British spelling or vocabulary (the exam is written in American English). */
export function britishSpellingProblems(file: ContentFile): string[] {
  if (file.exam !== toeflKey) return [];
  const words =
    JSON.stringify(file)
      .toLowerCase()
      .match(/[a-z]+/g) ?? [];
  const found = [...new Set(words.filter((word) => Object.hasOwn(britishToAmerican, word)))];
  return found.map((word) => `${file.id}: '${word}' is British; TOEFL writes '${britishToAmerican[word]}'`);
}

/** OET cases whose notes do not state the patient's allergies (a letter that hands over care must). */
export function allergyStatusProblems(file: ContentFile): string[] {
  if (file.exam !== 'OETNurses' && file.exam !== 'OETDoctors') return [];
  return file.tasks
    .filter((task) => task.oetCase && !/allerg/i.test(JSON.stringify(task.oetCase)))
    .map((task) => `${file.id} ${task.key}: the case notes state no allergy status`);
}

/** OET case fields answered with a bare 'No', 'None' or 'N/A': a field that does not apply is left out instead. */
export function notApplicableFieldProblems(file: ContentFile): string[] {
  const bare = /^(no|none|n\/a|not applicable)\.?$/i;
  const found: string[] = [];
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'string' && bare.test(value.trim())) found.push(path);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
    }
  };
  for (const task of file.tasks) walk(task.oetCase, '');
  return found.map((path) => `${file.id}: the case field ${path} says only that it does not apply; leave it out`);
}

/** Hints holding what a text comparison leaves behind ('? ... ==> ...', '<<<', '>>>'). */
export function hintResidueProblems(file: ContentFile): string[] {
  return file.tasks.flatMap((task) =>
    (task.hints ?? [])
      .filter((hint) => /==>|<<<|>>>|^\?\s|\s\?\s\.\.\./m.test(hint.text))
      .map((hint) => `${file.id} ${task.key}: a hint holds editing residue: '${hint.text}'`),
  );
}

/**
 * IELTS General letters whose salutation gives the register away ('Dear Sir or Madam,', 'Dear Mr/Ms ...,'): the
 * candidate chooses it, so every prompt begins the letter with 'Dear ...,' alone.
 */
export function salutationProblems(file: ContentFile): string[] {
  if (file.exam !== 'IELTSGeneral') return [];
  return file.tasks
    .filter((task) => task.key === 'task1')
    .filter((task) => !task.prompt.includes('Dear ...,') || /Dear (?!\.\.\.,)/.test(task.prompt))
    .map((task) => `${file.id} ${task.key}: the letter must begin 'Dear ...,' and nothing more telling`);
}

/** The words of a model answer's note: long enough to name what scores, short enough to read after the result. */
export const modelNoteWords = { min: 40, max: 90 } as const;

/** Written tasks whose model answer comes without an examiner's note, or with one outside the note's word range. */
export function modelNoteProblems(file: ContentFile): string[] {
  return (
    file.tasks
      // Build a Sentence is judged item by item; its correct replies need no note.
      .filter((task) => task.modelAnswer && !task.items)
      .flatMap((task) => {
        const words = (task.modelNote ?? '').split(/\s+/).filter(Boolean).length;
        return words >= modelNoteWords.min && words <= modelNoteWords.max
          ? []
          : [
              `${file.id} ${task.key}: the model answer's note has ${words} words (${modelNoteWords.min}-${modelNoteWords.max})`,
            ];
      })
  );
}
