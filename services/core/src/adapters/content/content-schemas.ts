import { z } from 'zod';
import type { BlankSentenceItem } from '../../domain/exam/build-sentence.ts';
import type { ExamKey } from '../../domain/exam/exam.ts';
import { toeflKey } from '../../domain/exam/exam.ts';
import { getExam } from '../../domain/exam/exam-catalogue.ts';
import { hintKinds, type OetCase, type TaskHint } from '../../domain/exam/mock-test.ts';

// The format of content/<folder>/test-NN.json as content/README.md fixes it. Objects are strict, so a misspelt or
// misplaced field fails the seed step instead of silently disappearing. Task keys, minutes and advisory words come
// from the exam catalogue; titles, types and the optional fields per task come from the README.

const text = z.string().trim().min(1, { error: 'Must be a non-empty text.' });
const texts = z.array(text);

/** One content folder per exam, with the id prefix of its tests. */
export const contentFolders = {
  'ielts-academic': { exam: 'IELTSAcademic', prefix: 'ielts-academic-' },
  'ielts-general': { exam: 'IELTSGeneral', prefix: 'ielts-general-' },
  'oet-nurses': { exam: 'OETNurses', prefix: 'oet-nurses-' },
  'oet-doctors': { exam: 'OETDoctors', prefix: 'oet-doctors-' },
  pte: { exam: 'PTE', prefix: 'pte-' },
  toefl: { exam: toeflKey, prefix: 'toefl-' },
} as const satisfies Record<string, { exam: ExamKey; prefix: string }>;

export type ContentFolder = keyof typeof contentFolders;

/** Task titles the candidate sees, per exam and task key (README). */
export const contentTaskTitles: Record<ExamKey, Record<string, string>> = {
  IELTSAcademic: { task1: 'Part 1', task2: 'Part 2' },
  IELTSGeneral: { task1: 'Part 1', task2: 'Part 2' },
  PTE: { summary: 'Summarize Written Text', essay: 'Write Essay' },
  [toeflKey]: { buildSentence: 'Build a Sentence', email: 'Write an Email', discussion: 'Academic Discussion' },
  OETNurses: { letter: 'Letter' },
  OETDoctors: { letter: 'Letter' },
};

export const chartKinds = ['bar', 'line', 'pie', 'table', 'process', 'map'] as const;
export const essayKinds = [
  'opinion',
  'discussion',
  'problem-solution',
  'advantages-disadvantages',
  'two-part',
] as const;
export const letterKinds = ['formal', 'semi-formal', 'informal'] as const;
export const oetCaseTypes = [
  'Referral',
  'HealthcareScenario',
  'CaseNote',
  'CaseSummary',
  'CommunicationCase',
  'DischargeSummary',
] as const;

const seriesChart = z
  .strictObject({
    kind: z.enum(['bar', 'line']),
    title: text,
    yLabel: text,
    categories: texts.min(2).max(12),
    series: z
      .array(z.strictObject({ name: text, values: z.array(z.number().nonnegative()) }))
      .min(1)
      .max(6),
  })
  .superRefine((chart, context) => {
    chart.series.forEach((series, index) => {
      if (series.values.length !== chart.categories.length) {
        context.addIssue({
          code: 'custom',
          path: ['series', index, 'values'],
          message: `Needs one value per category (${chart.categories.length}), found ${series.values.length}.`,
        });
      }
    });
  });

const pieChart = z.strictObject({
  kind: z.literal('pie'),
  title: text,
  pies: z
    .array(
      z
        .strictObject({
          label: text,
          slices: z
            .array(z.strictObject({ name: text, value: z.number().positive() }))
            .min(2)
            .max(8),
        })
        .refine((pie) => Math.abs(pie.slices.reduce((sum, slice) => sum + slice.value, 0) - 100) <= 0.5, {
          error: 'The slices of a pie are percentages and must add up to 100.',
          path: ['slices'],
        }),
    )
    .min(1)
    .max(2),
});

const tableChart = z
  .strictObject({
    kind: z.literal('table'),
    title: text,
    unit: text,
    columns: texts.min(1).max(7),
    rows: z
      .array(z.strictObject({ label: text, values: z.array(z.union([z.number(), text])) }))
      .min(2)
      .max(10),
  })
  .superRefine((table, context) => {
    table.rows.forEach((row, index) => {
      // `columns` names the value columns, optionally preceded by the heading of the row-label column.
      if (row.values.length !== table.columns.length && row.values.length !== table.columns.length - 1) {
        context.addIssue({
          code: 'custom',
          path: ['rows', index, 'values'],
          message: `Needs one value per column (${table.columns.length}), found ${row.values.length}.`,
        });
      }
    });
  });

const processChart = z.strictObject({
  kind: z.literal('process'),
  title: text,
  steps: texts.min(4).max(10),
});

const gridNumber = z.number().min(0).max(100);
const mapChart = z.strictObject({
  kind: z.literal('map'),
  title: text,
  panels: z
    .array(
      z.strictObject({
        label: text,
        features: z
          .array(
            z
              .strictObject({
                name: text,
                x: gridNumber,
                y: gridNumber,
                w: z.number().positive(),
                h: z.number().positive(),
              })
              .refine((feature) => feature.x + feature.w <= 100 && feature.y + feature.h <= 100, {
                error: 'The feature must lie inside the 0-100 grid (x + w and y + h at most 100).',
              }),
          )
          .min(1)
          .max(20),
      }),
    )
    .min(1)
    .max(2),
});

/** IELTS Academic Task 1 chart data; the server draws the image from it. */
export const chartSchema = z.discriminatedUnion('kind', [seriesChart, pieChart, tableChart, processChart, mapChart]);
export type ChartData = z.infer<typeof chartSchema>;

const post = z.strictObject({ name: text, post: text });
const discussionSchema = z.strictObject({
  professor: post,
  students: z.array(post).length(2, { error: 'A discussion has exactly two student posts.' }),
});

const distinctWords = (words: readonly string[]) => new Set(words.map((word) => word.trim().toLowerCase())).size;

/** The pronoun I (and its contractions) is the one word a chunk may capitalise: the app capitalises the first placed. */
const lowerCaseChunk = text.refine((chunk) => chunk === chunk.toLowerCase() || /^I('(m|ve|d|ll))?\b/.test(chunk), {
  error: 'Chunks are lower case (the first placed word is capitalised on display), except the pronoun I.',
});

const sameWords = (order: readonly string[], chunks: readonly string[]) =>
  order.length === chunks.length && [...order].sort().join('\u0000') === [...chunks].sort().join('\u0000');

/**
 * TOEFL Build a Sentence as ETS sets it: a message and a reply with given words and one '_' per blank, the words for
 * the blanks in order (mostly single lower-case words), an optional extra word that fits nowhere, and every other
 * order that also makes a good reply.
 */
const blankSentenceItem = z
  .strictObject({
    context: text,
    reply: text.refine((reply) => /[.?!]$/.test(reply), { error: "The reply ends with '.', '?' or '!'." }),
    chunks: z.array(lowerCaseChunk).min(3, { error: 'An item needs at least three words to place.' }).max(8),
    distractor: lowerCaseChunk.optional(),
    alternatives: z.array(z.array(text)).optional(),
    rejected: z.array(z.strictObject({ order: z.array(text), why: text })).optional(),
  })
  .superRefine((item, context) => {
    const problem = (message: string, path: PropertyKey[]) => context.addIssue({ code: 'custom', message, path });
    const tokens = item.reply.split(/\s+/);
    const blanks = tokens.filter((token) => /^_[.,?!;:]*$/.test(token)).length;
    if (blanks !== item.chunks.length)
      problem(`The reply has ${blanks} blanks for ${item.chunks.length} chunks.`, ['reply']);
    if (tokens.every((token) => /^_[.,?!;:]*$/.test(token))) problem('The reply gives some words itself.', ['reply']);
    const tiles = item.distractor ? [...item.chunks, item.distractor] : item.chunks;
    if (distinctWords(tiles) !== tiles.length) {
      problem('The chunks and the extra word must be distinct, so that an order is read one way.', ['chunks']);
    }
    for (const [list, orders] of [
      ['alternatives', item.alternatives ?? []],
      ['rejected', (item.rejected ?? []).map((entry) => entry.order)],
    ] as const) {
      orders.forEach((order, index) => {
        if (!sameWords(order, item.chunks)) problem('Each order uses exactly the chunks.', [list, index]);
        if (order.join(' ') === item.chunks.join(' ')) problem('The chunks already give this order.', [list, index]);
      });
    }
  });

/** An item of the first bank (content/earlier-banks): the whole reply in chunks, the first capitalised. */
export const wholeSentenceItem = z.strictObject({
  context: text,
  chunks: texts
    .min(3, { error: 'An item needs at least three chunks.' })
    .max(8)
    .refine((chunks) => distinctWords(chunks) === chunks.length, {
      error: 'The chunks must be distinct, so that exactly one order is correct.',
    }),
  end: z.enum(['.', '?'], { error: "Must be '.' or '?'." }),
});

const buildSentenceItems = z
  .array(blankSentenceItem)
  .min(10, { error: 'Build a Sentence has at least 10 items.' })
  .max(12);

/** A file of content/earlier-banks: one earlier version of the Build a Sentence bank, by test id. */
export const earlierSentenceBankSchema = z.strictObject({
  bank: z.literal('toefl-build-sentence'),
  version: z.int().positive(),
  note: text,
  tests: z.record(z.string(), z.array(wholeSentenceItem).min(1)),
});

const referral = z.strictObject({
  type: z.literal('Referral'),
  scenario: text,
  taskDescription: text,
  instructions: texts.min(1),
  note: text,
});

const healthcareScenario = z.strictObject({
  type: z.literal('HealthcareScenario'),
  scenario: z.strictObject({
    role: text,
    setting: text,
    patient: z.strictObject({ name: text, diagnosis: text }),
  }),
  instructions: z.strictObject({ content: texts.min(1) }),
});

const caseNote = z.strictObject({
  type: z.literal('CaseNote'),
  task: text,
  scenario: text,
  instructions: texts.min(1),
  wordLimit: text,
  noteToCandidates: text,
});

const caseSummary = z.strictObject({
  type: z.literal('CaseSummary'),
  scenario: text,
  patient: z.strictObject({
    name: text,
    age: z.number().int().min(0).max(120),
    gender: text,
    diagnosis: text,
    admissionSource: text,
    presentingSymptoms: texts.min(1),
    vitalSigns: z.strictObject({ temperature: text, heartRate: text, respiratoryRate: text, bloodPressure: text }),
    medicalHistory: z.strictObject({ hypertension: text }).optional(),
  }),
  treatment: z.strictObject({ initiated: text, stabilization: text, persistentSymptoms: text }),
  investigations: z.strictObject({ orderedTests: text }),
  summaryPoints: texts.min(1),
  wordCount: z.strictObject({ min: z.number().int().positive() }),
});

const communicationCase = z.strictObject({
  type: z.literal('CommunicationCase'),
  scenario: text,
  details: z.strictObject({
    patientInformation: z.strictObject({
      fullName: text,
      age: z.number().int().min(0).max(120),
      admissionDate: text,
      currentDiagnosis: text,
    }),
    changeInMedicalCondition: z.strictObject({ description: text }),
    updatedTreatmentPlan: z.strictObject({
      medicationAdjustments: z.strictObject({ name: text, previousDosage: text, newDosage: text }),
      newMedicationOrTherapy: text,
      monitoringDetails: text,
    }),
    followUpAndMonitoring: z.strictObject({
      followUpAppointment: z.strictObject({ timeFrame: text, monitoringParameters: text }),
      urgentSymptoms: text,
    }),
    collaborationAndCoordination: z.strictObject({ arrangements: text, contactDetails: text }),
    patientAndFamilyEducation: z.strictObject({ information: text }),
  }),
  noteToCandidate: text,
});

/** Headings every discharge summary has (matched ignoring case, spaces and punctuation; a longer heading counts). */
export const requiredDischargeHeadings = [
  'Patient details',
  'Admission',
  'Hospital course',
  'Medications on discharge',
  'Follow-up',
];

const squash = (heading: string) => heading.toLowerCase().replace(/[^a-z]/g, '');

const dischargeSummary = z.strictObject({
  type: z.literal('DischargeSummary'),
  sections: z.record(text, z.union([text, texts.min(1), z.record(text, text)])).superRefine((sections, context) => {
    const headings = Object.keys(sections).map(squash);
    for (const required of requiredDischargeHeadings) {
      if (!headings.some((heading) => heading.includes(squash(required)))) {
        context.addIssue({ code: 'custom', message: `Missing the section '${required}'.` });
      }
    }
  }),
});

/** The OET case notes: one of the six shapes, every field required. */
export const oetCaseSchema = z.discriminatedUnion('type', [
  referral,
  healthcareScenario,
  caseNote,
  caseSummary,
  communicationCase,
  dischargeSummary,
]);

// The parsed case must fit the domain's type exactly; a drift between the two fails the typecheck here.
const _oetCaseFitsDomain = (parsed: z.infer<typeof oetCaseSchema>): OetCase => parsed;
void _oetCaseFitsDomain;

const hint = z.strictObject({
  kind: z.enum(hintKinds, { error: `Must be one of ${hintKinds.join(', ')}.` }),
  text,
});
/** Coaching for the task, kept out of its prompt and case notes (content/README.md, 'Hints'). */
const hints = z.array(hint).min(1, { error: 'Leave the field out rather than give no hint.' });

/** The fields a task of this exam may or must carry besides the common ones. */
function extraFields(exam: ExamKey, key: string) {
  const essayKind = z.enum(essayKinds, { error: `Must be one of ${essayKinds.join(', ')}.` });
  const bullets = texts.length(3, { error: 'Exactly three bullet points.' });
  if (exam === 'IELTSAcademic' && key === 'task1') return { chart: chartSchema };
  if (exam === 'IELTSGeneral' && key === 'task1') {
    // The register is assessed, so the paper never names it: it is kept for the bank's balance and told only as a hint.
    return {
      letterKind: z.enum(letterKinds, { error: `Must be one of ${letterKinds.join(', ')}.` }),
      bullets,
      hints: hints.refine((list) => list.some((item) => item.kind === 'register'), {
        error: 'An IELTS General letter needs a register hint.',
      }),
    };
  }
  if ((exam === 'IELTSAcademic' || exam === 'IELTSGeneral') && key === 'task2') return { essayKind };
  if (exam === 'PTE' && key === 'summary') return { passage: text };
  if (exam === toeflKey && key === 'buildSentence') return { items: buildSentenceItems };
  if (exam === toeflKey && key === 'email') return { bullets };
  if (exam === toeflKey && key === 'discussion') return { discussion: discussionSchema };
  // Every OET letter has hints: the coaching the old case notes carried (tone, closing, what to include, rationales).
  if (exam === 'OETNurses' || exam === 'OETDoctors') return { oetCase: oetCaseSchema, hints };
  return {};
}

const exactly = (value: number | undefined) =>
  value === undefined
    ? z.never({ error: 'Must be absent for this task (the exam catalogue gives no such limit).' }).optional()
    : z.literal(value, { error: `Must be ${value}, as the exam catalogue says.` });

/** The schema of one task of an exam, from the catalogue's format of that task. */
function taskSchema(exam: ExamKey, format: { key: string; minutes: number; minWords?: number; maxWords?: number }) {
  const title = contentTaskTitles[exam][format.key] ?? format.key;
  return z.strictObject({
    key: z.literal(format.key, { error: `Must be '${format.key}'.` }),
    title: z.literal(title, { error: `Must be '${title}'.` }),
    instructions: text,
    prompt: text,
    minutes: exactly(format.minutes),
    minWords: exactly(format.minWords),
    maxWords: exactly(format.maxWords),
    modelAnswer: text,
    /** Why the model answer scores at the top, as an examiner would put it: shown with it after the release. */
    modelNote: text.optional(),
    hints: hints.optional(),
    ...extraFields(exam, format.key),
  });
}

const oetTypes = oetCaseTypes.map((type) => type.toLowerCase());

/** The schema of a content file of one exam: every task of the exam's writing section, in order. */
export function contentFileSchema(exam: ExamKey) {
  const catalogue = getExam(exam);
  const oet = exam === 'OETNurses' || exam === 'OETDoctors';
  const [first, ...rest] = catalogue.tasks.map((format) => taskSchema(exam, format));
  if (!first) throw new Error(`The catalogue lists no task for ${exam}.`);
  return z
    .strictObject({
      id: z.string().regex(/^[a-z0-9-]+$/, { error: 'Lower-case letters, digits and hyphens only.' }),
      exam: z.literal(exam, { error: `Must be '${exam}' in this folder.` }),
      sequence: z.number().int().min(1),
      title: text,
      type: oet
        ? z.enum(oetTypes, { error: `Must be the case type in lower case (${oetTypes.join(', ')}).` })
        : z.literal('writing2', { error: "Must be 'writing2'." }),
      rubricVersion: z.literal(catalogue.rubric.version, {
        error: `Must be '${catalogue.rubric.version}', the exam's current rubric.`,
      }),
      tasks: z.tuple([first, ...rest], {
        error: `Needs exactly the tasks ${catalogue.tasks.map((task) => task.key).join(', ')}, in that order.`,
      }),
    })
    .superRefine((file, context) => {
      if (!oet) return;
      const [letter] = file.tasks as unknown as Array<{ oetCase?: OetCase }>;
      const caseType = letter?.oetCase?.type;
      if (caseType && file.type !== caseType.toLowerCase()) {
        context.addIssue({
          code: 'custom',
          path: ['type'],
          message: `Must be '${caseType.toLowerCase()}', the case type of the letter task in lower case.`,
        });
      }
    });
}

export type ContentFile = {
  id: string;
  exam: ExamKey;
  sequence: number;
  title: string;
  type: string;
  rubricVersion: string;
  tasks: Array<{
    key: string;
    title: string;
    instructions: string;
    prompt: string;
    minutes: number;
    minWords?: number;
    maxWords?: number;
    modelAnswer: string;
    modelNote?: string;
    chart?: ChartData;
    essayKind?: string;
    letterKind?: string;
    bullets?: string[];
    passage?: string;
    discussion?: { professor: { name: string; post: string }; students: { name: string; post: string }[] };
    oetCase?: OetCase;
    hints?: TaskHint[];
    items?: BlankSentenceItem[];
  }>;
};
