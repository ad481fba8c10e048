import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { wordCount } from '../../domain/attempt/word-count.ts';
import type { ExamKey } from '../../domain/exam/exam.ts';
import { examKeys } from '../../domain/exam/exam.ts';
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
import { svgProblems } from '../../test-support/svg-checks.ts';
import { type ContentFile, type ContentFolder, contentFolders } from './content-schemas.ts';
import { contentRoot, loadContent, parseContentFile, toMockTest } from './load-content.ts';

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
  it('opens every TOEFL test with a Build a Sentence task of at least 10 items, each with exactly one correct order', () => {
    const toefl = tests.filter((test) => test.exam === 'TOFEL');
    expect(toefl).toHaveLength(20);
    const problems = toefl.flatMap((test) => {
      const [first] = test.tasks;
      if (first?.key !== 'buildSentence') return [`${test.id}: the first task is ${first?.key}`];
      const items = first.items ?? [];
      const found = items.length < 10 ? [`${test.id}: ${items.length} items`] : [];
      // Distinct chunks make the correct order the only one that spells the reply.
      return found.concat(
        items
          .filter((item) => new Set(item.chunks).size !== item.chunks.length || item.chunks.some((c) => !c.trim()))
          .map((item) => `${test.id}: '${item.context}' has repeated or empty chunks`),
      );
    });
    expect(problems).toEqual([]);
  });

  it('refuses an item whose chunks repeat (two orders would be right) and a task with fewer than 10 items', () => {
    const file = JSON.parse(readFileSync(join(contentRoot, 'toefl', 'test-01.json'), 'utf8'));
    const repeated = structuredClone(file);
    repeated.tasks[0].items[0].chunks = ['It is', 'what', 'it is'];
    expect(() => parseContentFile('toefl', 'test-01.json', JSON.stringify(repeated))).toThrow(/distinct/);
    const short = structuredClone(file);
    short.tasks[0].items = short.tasks[0].items.slice(0, 9);
    expect(() => parseContentFile('toefl', 'test-01.json', JSON.stringify(short))).toThrow(/at least 10 items/);
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
    const file = filesOf('TOFEL')[0];
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
