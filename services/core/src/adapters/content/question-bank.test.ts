import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { wordCount } from '../../domain/attempt/word-count.ts';
import type { ExamKey } from '../../domain/exam/exam.ts';
import { examKeys, toeflKey } from '../../domain/exam/exam.ts';
import { getExam } from '../../domain/exam/exam-catalogue.ts';
import {
  coverageProblems,
  directionProblems,
  hintProblems,
  instructionProblems,
  lengthProblems,
  nearDuplicatePrompts,
  nearDuplicateThreshold,
  oetCoachingProblems,
  oetLetterBody,
  promptsOf,
} from '../../test-support/bank-checks.ts';
import {
  allergyStatusProblems,
  britishSpellingProblems,
  hintResidueProblems,
  modelNoteProblems,
  notApplicableFieldProblems,
  salutationProblems,
  unjudgedOrderProblems,
} from '../../test-support/exam-fidelity-checks.ts';
import { svgProblems } from '../../test-support/svg-checks.ts';
import { type ContentFile, type ContentFolder, contentFolders } from './content-schemas.ts';
import { contentRoot, loadContent, loadEarlierSentenceBanks, parseContentFile, toMockTest } from './load-content.ts';

// The real question bank in content/: format, lengths, coverage and originality. Each check lists every offending file, so one run tells
// the content writers all they have to fix.

const folders = Object.keys(contentFolders) as ContentFolder[];
const files: ContentFile[] = [];
const invalid: string[] = [];
for (const folder of folders) {
  let names: string[] = [];
  try {
    names = readdirSync(join(contentRoot, folder)).filter((name) => name.endsWith('.json'));
  } catch {
    invalid.push(`${folder}: the folder is missing`);
  }
  for (const name of names.sort()) {
    try {
      files.push(parseContentFile(folder, name, readFileSync(join(contentRoot, folder, name), 'utf8')));
    } catch (error) {
      invalid.push(error instanceof Error ? error.message : String(error));
    }
  }
}
const tests = files.map(toMockTest);
const filesOf = (exam: ExamKey) => files.filter((file) => file.exam === exam);

describe('the question bank in content/', () => {
  it('validates every file against the format of content/README.md', () => {
    expect(invalid).toEqual([]);
  });

  it('holds exactly 20 tests per exam, numbered 1 to 20', () => {
    const sequences = Object.fromEntries(
      examKeys.map((exam) => [
        exam,
        filesOf(exam)
          .map((file) => file.sequence)
          .sort((a, b) => a - b),
      ]),
    );
    const expected = Array.from({ length: 20 }, (_, index) => index + 1);
    expect(sequences).toEqual(Object.fromEntries(examKeys.map((exam) => [exam, expected])));
  });

  it("gives every task the exam catalogue's minutes and advisory words, and every test its exam's rubric", () => {
    const mismatches = tests.flatMap((test) => {
      const exam = getExam(test.exam);
      const actual = test.tasks.map(({ key, minutes, minWords, maxWords }) => ({ key, minutes, minWords, maxWords }));
      const expected = exam.tasks.map(({ key, minutes, minWords, maxWords }) => ({ key, minutes, minWords, maxWords }));
      const problems: string[] = [];
      if (JSON.stringify(actual) !== JSON.stringify(expected)) problems.push(`${test.id}: ${JSON.stringify(actual)}`);
      if (test.rubricVersion !== exam.rubric.version) problems.push(`${test.id}: rubric ${test.rubricVersion}`);
      return problems;
    });
    expect(mismatches).toEqual([]);
    expect(files.flatMap(instructionProblems)).toEqual([]);
  });

  it('gives every PTE and TOEFL task of a type the same fixed directions, none steering the content', () => {
    expect(directionProblems(files)).toEqual([]);
  });

  it('gives OET case notes and prompts facts only: no tone, closing, rationale or "why it matters" field, nothing on what to include or whom to write for', () => {
    expect(files.flatMap(oetCoachingProblems)).toEqual([]);
  });

  it('keeps all coaching in the hints: every OET letter has a tone hint, the IELTS General register is only a hint, no PTE or TOEFL prompt steers', () => {
    expect(files.flatMap(hintProblems)).toEqual([]);
    const oetTasks = files.filter((file) => file.exam.startsWith('OET')).flatMap((file) => file.tasks);
    expect(oetTasks.every((task) => (task.hints ?? []).length > 0)).toBe(true);
    expect(files.flatMap(hintResidueProblems)).toEqual([]);
  });

  it("begins every IELTS General letter with 'Dear ...,', which leaves the register to the candidate", () => {
    expect(files.flatMap(salutationProblems)).toEqual([]);
    const letterFile = filesOf('IELTSGeneral')[0];
    const letter = letterFile?.tasks[0];
    if (!letterFile || !letter) throw new Error('The bank has no IELTS General letter.');
    const told = {
      ...letterFile,
      tasks: [{ ...letter, prompt: letter.prompt.replace('Dear ...,', 'Dear Mr/Ms ...,') }],
    };
    expect(salutationProblems(told)).toHaveLength(1);
  });

  it("gives every written task's model answer an examiner's note of 40 to 90 words", () => {
    expect(files.flatMap(modelNoteProblems)).toEqual([]);
    const file = files[0];
    const task = file?.tasks[0];
    if (!file || !task) throw new Error('The bank is empty.');
    expect(modelNoteProblems({ ...file, tasks: [{ ...task, modelNote: 'Clear overview.' }] })).toHaveLength(1);
  });

  it('states the allergy status in every OET case, and leaves out fields that do not apply', () => {
    expect(files.flatMap(allergyStatusProblems)).toEqual([]);
    expect(files.flatMap(notApplicableFieldProblems)).toEqual([]);
  });

  it("keeps passages and model answers within the README's word ranges (OET: the letter body)", () => {
    expect(files.flatMap(lengthProblems)).toEqual([]);
  });

  it('draws every IELTS Academic Task 1 image as well-formed SVG with a text alternative carrying its data', () => {
    const problems = tests.flatMap((test) =>
      test.tasks
        .filter((task) => task.imageSvg !== undefined || (test.exam === 'IELTSAcademic' && task.key === 'task1'))
        .flatMap((task) => {
          const found = task.imageSvg ? svgProblems(task.imageSvg) : ['no image'];
          if (!task.imageAlt || wordCount(task.imageAlt) < 8) found.push('no text alternative');
          return found.map((problem) => `${test.id} ${task.key}: ${problem}`);
        }),
    );
    expect(problems).toEqual([]);
    expect(tests.filter((test) => test.exam === 'IELTSAcademic').every((test) => test.tasks[0]?.imageSvg)).toBe(true);
    // A graph's values are read off the axis, as the candidate must estimate them, never given exactly.
    const graphs = tests.flatMap((test) => test.tasks.map((task) => task.imageAlt ?? ''));
    expect(
      graphs.filter((alt) => /^(Bar chart|Line graph):/.test(alt) && !alt.includes('values read from the graph')),
    ).toEqual([]);
  });

  it('mixes chart kinds, essay kinds, letter kinds, OET shapes and letter purposes as the README asks', () => {
    expect(examKeys.flatMap((exam) => coverageProblems(exam, filesOf(exam)))).toEqual([]);
  });

  it(`has no two prompts alike (Jaccard similarity of word 3-shingles below ${nearDuplicateThreshold})`, () => {
    expect(nearDuplicatePrompts(promptsOf(files))).toEqual([]);
  });

  it("leaves the line that introduces a task's points to the task screens (it was printed twice)", () => {
    // The candidate's screen puts 'In your letter:' or 'In your email, do the following:' before the bullets, so a
    // prompt ends with the instruction to write and never introduces the points itself.
    const introducing = tests.flatMap((test) =>
      test.tasks
        .filter((task) => (task.bullets ?? []).length > 0)
        .filter((task) => /:\s*$|\bdo the following\b|^\s*in your (letter|email)\b/im.test(task.prompt))
        .map((task) => `${test.id} ${task.key}`),
    );
    expect(introducing).toEqual([]);
  });
});

describe('TOEFL Build a Sentence in the bank', () => {
  it('opens every TOEFL test with a Build a Sentence task of at least 10 items with blanks, most with an extra word', () => {
    const toefl = files.filter((file) => file.exam === toeflKey);
    expect(toefl).toHaveLength(20);
    const problems = toefl.flatMap((file) => {
      const [first] = file.tasks;
      if (first?.key !== 'buildSentence') return [`${file.id}: the first task is ${first?.key}`];
      const items = first.items ?? [];
      return items.length < 10 ? [`${file.id}: ${items.length} items`] : [];
    });
    expect(problems).toEqual([]);
    const items = toefl.flatMap((file) => file.tasks[0]?.items ?? []);
    // As ETS sets it: mostly single words, an extra word in many items.
    const single = items.flatMap((item) => item.chunks).filter((chunk) => !chunk.includes(' ')).length;
    expect(single / items.flatMap((item) => item.chunks).length).toBeGreaterThan(0.75);
    expect(items.filter((item) => item.distractor).length / items.length).toBeGreaterThan(0.4);
  });

  it('has every other order that might be right read and judged: accepted as an alternative or rejected', () => {
    expect(files.flatMap(unjudgedOrderProblems)).toEqual([]);
  });

  it('writes TOEFL in American English', () => {
    expect(files.flatMap(britishSpellingProblems)).toEqual([]);
  });

  it('keeps the first bank for the attempts started on it, every TOEFL test with its items', async () => {
    const earlier = await loadEarlierSentenceBanks();
    const ids = files.filter((file) => file.exam === toeflKey).map((file) => file.id);
    expect(ids.filter((id) => !earlier.get(id)?.['1']?.length)).toEqual([]);
    const loaded = await loadContent();
    const first = loaded.find((test) => test.id === 'toefl-01')?.tasks[0];
    expect(first?.earlierBanks?.['1']?.[0]).toHaveProperty('end');
  });

  it('refuses repeated words, a capitalised first word, a reply without given words, an alternative of other words, and fewer than 10 items', () => {
    const file = JSON.parse(readFileSync(join(contentRoot, 'toefl', 'test-01.json'), 'utf8'));
    const broken = (change: (item: Record<string, unknown>, task: { items: unknown[] }) => void) => {
      const copy = structuredClone(file);
      change(copy.tasks[0].items[0], copy.tasks[0]);
      return () => parseContentFile('toefl', 'test-01.json', JSON.stringify(copy));
    };
    expect(broken((item) => Object.assign(item, { distractor: (item.chunks as string[])[0] }))).toThrow(/distinct/);
    expect(broken((item) => Object.assign(item, { chunks: ['The', ...(item.chunks as string[]).slice(1)] }))).toThrow(
      /lower case/,
    );
    expect(
      broken((item) => Object.assign(item, { reply: `${(item.chunks as string[]).map(() => '_').join(' ')}.` })),
    ).toThrow(/gives some words itself/);
    expect(broken((item) => Object.assign(item, { alternatives: [['some', 'other', 'words']] }))).toThrow(
      /exactly the chunks/,
    );
    expect(broken((_item, task) => task.items.splice(9))).toThrow(/at least 10 items/);
  });
});

describe('the bank checks catch what they are for', () => {
  const prompts = promptsOf(files);
  const essay = prompts.find((prompt) => prompt.exam === 'IELTSAcademic' && prompt.key === 'task2');

  it('flag a prompt copied with one word in ten changed, and an exact copy in another exam', () => {
    if (!essay) throw new Error('The bank has no IELTS Academic essay yet.');
    let position = 0;
    const reworded = essay.text.replace(/\S+/g, (word) => (++position % 10 === 0 ? 'altered' : word));
    const planted = [
      ...prompts,
      { ...essay, id: 'planted-reworded', text: reworded },
      { ...essay, id: 'planted-copy', exam: 'IELTSGeneral' as const },
    ];
    const pairs = nearDuplicatePrompts(planted).map((pair) => [pair.a, pair.b].sort().join(' ~ '));
    expect(pairs).toEqual(
      expect.arrayContaining([
        [`${essay.id} task2`, 'planted-reworded task2'].sort().join(' ~ '),
        [`${essay.id} task2`, 'planted-copy task2'].sort().join(' ~ '),
      ]),
    );
  });

  it('measure an OET letter body between the greeting and the closing', () => {
    const letter =
      'Ms A Carer\n\nRe: Mr B\n\nDear Ms Carer,\n\nOne two three.\n\nFour five.\n\nYours sincerely,\n\nNurse';
    expect(wordCount(oetLetterBody(letter) ?? '')).toBe(5);
    expect(oetLetterBody('No greeting here.\n\nYours sincerely,')).toBeNull();
  });

  it('notice instructions that leave out the time or the word count', () => {
    const [file] = files;
    if (!file) throw new Error('The bank is empty.');
    const [task] = file.tasks;
    if (!task) throw new Error('A test without tasks.');
    const vague = { ...file, tasks: [{ ...task, instructions: 'Answer the question below.' }] };
    expect(instructionProblems(vague)).toEqual([
      `${file.id} ${task.key}: the instructions do not state ${task.minutes} minutes and the word count`,
    ]);
  });

  it('notice a TOEFL email that states a length, which the real directions never do', () => {
    const file = filesOf(toeflKey)[0];
    const email = file?.tasks.find((task) => task.key === 'email');
    if (!file || !email) throw new Error('The bank has no TOEFL email.');
    const advised = {
      ...file,
      tasks: [{ ...email, instructions: 'Spend about 7 minutes on this task. Write about 80-120 words.' }],
    };
    expect(instructionProblems(advised)).toEqual([
      `${file.id} email: states a length, which the real TOEFL email directions do not`,
    ]);
  });

  it('notice a register named on an IELTS General letter, an OET letter without a tone hint and coaching put back into case notes', () => {
    const letterFile = filesOf('IELTSGeneral')[0];
    const letter = letterFile?.tasks[0];
    const oetFile = filesOf('OETDoctors').find((file) => file.tasks[0]?.oetCase?.type === 'CommunicationCase');
    const oetTask = oetFile?.tasks[0];
    if (!letterFile || !letter || !oetFile || !oetTask?.oetCase) throw new Error('The bank lacks the tasks to plant.');
    const badged = { ...letterFile, tasks: [{ ...letter, prompt: `${letter.prompt}\n\nWrite a formal letter.` }] };
    expect(hintProblems(badged)).toEqual([`${letterFile.id} task1: the task names the register`]);
    const untoned = {
      ...oetFile,
      tasks: [{ ...oetTask, hints: oetTask.hints?.filter((hint) => hint.kind !== 'tone') }],
    };
    expect(hintProblems(untoned)).toEqual([`${oetFile.id} letter: no tone hint`]);
    const coached = {
      ...oetFile,
      tasks: [{ ...oetTask, oetCase: { ...oetTask.oetCase, closing: { gratitude: 'Thank the GP.' } } as never }],
    };
    expect(oetCoachingProblems(coached)).toContain(`${oetFile.id} oetCase.closing: a coaching field`);
  });

  it('notice an OET case without allergies, a hint with editing residue, British spelling in TOEFL and an unjudged order', () => {
    const oetFile = filesOf('OETNurses')[0];
    const toeflFile = filesOf(toeflKey)[0];
    const oetTask = oetFile?.tasks[0];
    const sentences = toeflFile?.tasks[0];
    if (!oetFile || !oetTask?.oetCase || !toeflFile || !sentences?.items) throw new Error('The bank lacks the tasks.');
    const withoutAllergies = JSON.parse(JSON.stringify(oetTask.oetCase).replace(/[^"]*allerg[^"]*/gi, 'Seen today.'));
    expect(allergyStatusProblems({ ...oetFile, tasks: [{ ...oetTask, oetCase: withoutAllergies }] })).toEqual([
      `${oetFile.id} letter: the case notes state no allergy status`,
    ]);
    const residue = { kind: 'tone', text: '? Formal ==> Formal and clear.' } as const;
    expect(hintResidueProblems({ ...oetFile, tasks: [{ ...oetTask, hints: [residue] }] })).toHaveLength(1);
    const british = { ...toeflFile, title: `${toeflFile.title}: the colour of the city centre` };
    expect(britishSpellingProblems(british)).toEqual([
      `${toeflFile.id}: 'colour' is British; TOEFL writes 'color'`,
      `${toeflFile.id}: 'centre' is British; TOEFL writes 'center'`,
    ]);
    const adverb = { context: 'Is it open?', reply: '_ _ _ late.', chunks: ['it', 'often', 'closes'] };
    const unjudged = { ...toeflFile, tasks: [{ ...sentences, items: [adverb] }] };
    expect(unjudgedOrderProblems(unjudged)).toEqual([
      `${toeflFile.id} item 1: 'often it closes' is neither an alternative nor rejected`,
      `${toeflFile.id} item 1: 'it closes often' is neither an alternative nor rejected`,
    ]);
    const judged = {
      ...adverb,
      alternatives: [['it', 'closes', 'often']],
      rejected: [{ order: ['often', 'it', 'closes'], why: 'Not an answer to the question.' }],
    };
    expect(unjudgedOrderProblems({ ...toeflFile, tasks: [{ ...sentences, items: [judged] }] })).toEqual([]);
  });

  it('make the loader name the file and the field of a broken bank file', async () => {
    const [file] = files;
    if (!file) throw new Error('The bank is empty.');
    const folder = folders.find((name) => contentFolders[name].exam === file.exam) as ContentFolder;
    const name = `test-${String(file.sequence).padStart(2, '0')}.json`;
    const broken = JSON.parse(readFileSync(join(contentRoot, folder, name), 'utf8'));
    delete broken.tasks[0].prompt;
    const root = mkdtempSync(join(tmpdir(), 'bank-'));
    mkdirSync(join(root, folder));
    writeFileSync(join(root, folder, name), JSON.stringify(broken));
    await expect(loadContent(root)).rejects.toThrow(`Invalid content file ${folder}/${name}: tasks[0].prompt: `);
  });
});
