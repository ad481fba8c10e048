import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { buildSentenceKey, type EarlierSentenceBanks } from '../../domain/exam/build-sentence.ts';
import type { MockTest, MockTestTask } from '../../domain/exam/mock-test.ts';
import { describeChart, renderChartSvg } from './chart-svg.ts';
import {
  type ContentFile,
  type ContentFolder,
  contentFileSchema,
  contentFolders,
  earlierSentenceBankSchema,
} from './content-schemas.ts';

export const contentRoot = fileURLToPath(new URL('../../../content/', import.meta.url));

/** Earlier versions of a rewritten bank, kept for the attempts started on them (not tests of their own). */
const earlierBanksFolder = 'earlier-banks';

/** A content file that breaks the format of content/README.md; the message names the file and the field. */
export class ContentError extends Error {
  readonly file: string;
  readonly field: string;

  constructor(file: string, field: string, problem: string) {
    super(`Invalid content file ${file}: ${field ? `${field}: ` : ''}${problem}`);
    this.name = 'ContentError';
    this.file = file;
    this.field = field;
  }
}

/** `tasks.0.oetCase.patient.age` as people read it: `tasks[0].oetCase.patient.age`. */
function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`))
    .join('');
}

function firstProblem(file: string, error: z.ZodError): ContentError {
  const [issue, ...others] = error.issues;
  const more = others.length > 0 ? ` (and ${others.length} more problem${others.length > 1 ? 's' : ''})` : '';
  return new ContentError(file, fieldName(issue?.path ?? []), `${issue?.message ?? 'invalid'}${more}`);
}

const isContentFolder = (name: string): name is ContentFolder => Object.hasOwn(contentFolders, name);

/** Parses one content file of a folder; throws a ContentError naming the file and the field. */
export function parseContentFile(folder: ContentFolder, fileName: string, raw: string): ContentFile {
  const file = `${folder}/${fileName}`;
  const { exam, prefix } = contentFolders[folder];
  const nameMatch = /^test-(\d{2})\.json$/.exec(fileName);
  if (!nameMatch) throw new ContentError(file, '', 'Content files are named test-NN.json (NN = 01..20).');
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    throw new ContentError(file, '', `Not valid JSON (${error instanceof Error ? error.message : String(error)}).`);
  }
  const parsed = contentFileSchema(exam).safeParse(json);
  if (!parsed.success) throw firstProblem(file, parsed.error);
  const data = parsed.data as ContentFile;
  const number = String(data.sequence).padStart(2, '0');
  if (Number(nameMatch[1]) !== data.sequence) {
    throw new ContentError(file, 'sequence', `Must be ${Number(nameMatch[1])}, the number in the file name.`);
  }
  if (data.id !== `${prefix}${number}`) throw new ContentError(file, 'id', `Must be '${prefix}${number}'.`);
  return data;
}

/** The domain's mock test from a parsed content file: chart data becomes the SVG image and its text alternative. */
export function toMockTest(file: ContentFile): MockTest {
  return {
    id: file.id,
    exam: file.exam,
    sequence: file.sequence,
    title: file.title,
    type: file.type,
    rubricVersion: file.rubricVersion,
    tasks: file.tasks.map(
      ({ chart, ...task }): MockTestTask =>
        chart ? { ...task, imageSvg: renderChartSvg(chart), imageAlt: describeChart(chart) } : task,
    ),
  };
}

/** Reads and validates every content file of every exam folder, in folder and file order. */
export async function loadContentFiles(root: string = contentRoot): Promise<ContentFile[]> {
  const files: ContentFile[] = [];
  const folders = (await readdir(root, { withFileTypes: true })).filter((entry) => entry.isDirectory());
  for (const folder of folders.map((entry) => entry.name).sort()) {
    if (folder === earlierBanksFolder) continue;
    if (!isContentFolder(folder)) {
      throw new ContentError(
        folder,
        '',
        `Unknown content folder; expected one of ${Object.keys(contentFolders).join(', ')}.`,
      );
    }
    const names = (await readdir(join(root, folder))).filter((name) => name.endsWith('.json')).sort();
    for (const name of names)
      files.push(parseContentFile(folder, name, await readFile(join(root, folder, name), 'utf8')));
  }
  return files;
}

/** The earlier Build a Sentence banks by test id, each test's versions by number (empty without the folder). */
export async function loadEarlierSentenceBanks(root: string = contentRoot): Promise<Map<string, EarlierSentenceBanks>> {
  const byTest = new Map<string, EarlierSentenceBanks>();
  const folder = join(root, earlierBanksFolder);
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names.filter((entry) => entry.endsWith('.json')).sort()) {
    const file = `${earlierBanksFolder}/${name}`;
    const parsed = earlierSentenceBankSchema.safeParse(JSON.parse(await readFile(join(folder, name), 'utf8')));
    if (!parsed.success) throw firstProblem(file, parsed.error);
    for (const [testId, items] of Object.entries(parsed.data.tests)) {
      byTest.set(testId, { ...byTest.get(testId), [String(parsed.data.version)]: items });
    }
  }
  return byTest;
}

/** Reads every content file, validates it and turns chart data into SVG; a bad file fails with its path and field. */
export async function loadContent(root: string = contentRoot): Promise<MockTest[]> {
  const earlier = await loadEarlierSentenceBanks(root);
  return (await loadContentFiles(root)).map((file) => {
    const test = toMockTest(file);
    const banks = earlier.get(test.id);
    if (!banks) return test;
    const tasks = test.tasks.map((task) => (task.key === buildSentenceKey ? { ...task, earlierBanks: banks } : task));
    return { ...test, tasks };
  });
}
