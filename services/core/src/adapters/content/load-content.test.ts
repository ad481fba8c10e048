import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ExamKey } from '../../domain/exam/exam.ts';
import { toeflKey } from '../../domain/exam/exam.ts';
import { fixtureFile, oetCaseFixtures, writeContentRoot } from '../../test-support/content-fixtures.ts';
import { loadContent } from './load-content.ts';

type Json = Record<string, unknown>;

const clone = (value: Json): Json => structuredClone(value);
const tasksOf = (file: Json) => file.tasks as Json[];
const firstTask = (file: Json) => tasksOf(file)[0] as Json;

/** The loader's error for a content root holding just this file. */
async function loadError(file: Json, fileName?: string): Promise<string> {
  const root = writeContentRoot([file], fileName ? () => fileName : undefined);
  const error = await loadContent(root).then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof Error)) throw new Error('The loader accepted a malformed file.');
  return error.message;
}

describe('loadContent', () => {
  it('loads one valid test of every exam and every OET shape, with the optional fields of each task', async () => {
    const exams: ExamKey[] = ['IELTSAcademic', 'IELTSGeneral', 'PTE', toeflKey];
    const oet = Object.keys(oetCaseFixtures).map((shape, index) => fixtureFile('OETNurses', index + 1, shape));
    const tests = await loadContent(writeContentRoot([...exams.map((exam) => fixtureFile(exam, 1)), ...oet]));

    expect(tests).toHaveLength(4 + 6);
    const byId = new Map(tests.map((test) => [test.id, test]));
    const academic = byId.get('ielts-academic-01');
    expect(academic?.tasks[0]?.imageSvg).toMatch(/^<svg [^>]*viewBox="0 0 640 \d+"[\s\S]*<\/svg>$/);
    expect(academic?.tasks[0]?.imageAlt).toBe(
      'Bar chart: Visitors to three museums (Visitors (thousands); values read from the graph to the nearest 5). Art: 2010 20, 2020 35.',
    );
    expect(academic?.tasks[0]).not.toHaveProperty('chart');
    expect(academic?.tasks[1]?.essayKind).toBe('opinion');
    expect(byId.get('ielts-general-01')?.tasks[0]).toMatchObject({ letterKind: 'formal', bullets: expect.any(Array) });
    expect(byId.get('pte-01')?.tasks[0]?.passage).toBe('A short passage.');
    expect(byId.get('toefl-01')?.tasks[2]?.discussion?.students).toHaveLength(2);
    expect(byId.get('toefl-01')?.tasks[0]?.items).toHaveLength(10);
    expect(tests.filter((test) => test.exam === 'OETNurses').map((test) => test.type)).toEqual([
      'referral',
      'healthcarescenario',
      'casenote',
      'casesummary',
      'communicationcase',
      'dischargesummary',
    ]);
    expect(byId.get('oet-nurses-04')?.tasks[0]?.oetCase).toEqual(oetCaseFixtures.CaseSummary);
    expect(tests.every((test) => test.tasks.every((task) => task.modelAnswer))).toBe(true);
  });

  it('names the file and the field of a malformed content file', async () => {
    const file = fixtureFile('PTE', 1);
    tasksOf(file).pop();
    expect(await loadError(file)).toMatch(/^Invalid content file pte\/test-01\.json: tasks: /);
  });

  it('names a missing field deep inside the OET case notes', async () => {
    const file = fixtureFile('OETDoctors', 3, 'CaseSummary');
    const oetCase = clone(firstTask(file).oetCase as Json);
    delete ((oetCase.patient as Json).vitalSigns as Json).heartRate;
    firstTask(file).oetCase = oetCase;
    expect(await loadError(file)).toMatch(
      /^Invalid content file oet-doctors\/test-03\.json: tasks\[0\]\.oetCase\.patient\.vitalSigns\.heartRate: /,
    );
  });

  it('refuses an unknown OET shape and a type that does not match the case notes', async () => {
    const unknown = fixtureFile('OETNurses', 1);
    firstTask(unknown).oetCase = { ...(firstTask(unknown).oetCase as Json), type: 'Prescription' };
    expect(await loadError(unknown)).toContain('oet-nurses/test-01.json: tasks[0].oetCase.type: ');

    const mismatched = fixtureFile('OETNurses', 2, 'CaseNote');
    mismatched.type = 'referral';
    expect(await loadError(mismatched)).toContain(
      "oet-nurses/test-02.json: type: Must be 'casenote', the case type of the letter task in lower case.",
    );
  });

  it('refuses a discharge summary without one of the required sections', async () => {
    const file = fixtureFile('OETNurses', 6, 'DischargeSummary');
    const oetCase = clone(firstTask(file).oetCase as Json);
    delete (oetCase.sections as Json)['Follow-up'];
    firstTask(file).oetCase = oetCase;
    expect(await loadError(file)).toContain("tasks[0].oetCase.sections: Missing the section 'Follow-up'.");
  });

  it('refuses the coaching fields of the old case-note shapes: tone, closing, rationale, why results matter', async () => {
    const communication = fixtureFile('OETDoctors', 4, 'CommunicationCase');
    const notes = clone(firstTask(communication).oetCase as Json);
    (notes.details as Json).professionalAndCourteousTone = { tone: 'Collegial' };
    firstTask(communication).oetCase = notes;
    expect(await loadError(communication)).toContain('tasks[0].oetCase.details');

    const summary = fixtureFile('OETDoctors', 5, 'CaseSummary');
    const caseSummary = clone(firstTask(summary).oetCase as Json);
    (caseSummary.investigations as Json).importance = 'Confirms the diagnosis';
    firstTask(summary).oetCase = caseSummary;
    expect(await loadError(summary)).toContain('tasks[0].oetCase.investigations');
  });

  it("holds every task to the exam catalogue's minutes, advisory words and title, and the exam's rubric version", async () => {
    const minutes = fixtureFile('IELTSAcademic', 1);
    firstTask(minutes).minutes = 25;
    expect(await loadError(minutes)).toContain('tasks[0].minutes: Must be 20, as the exam catalogue says.');

    const words = fixtureFile(toeflKey, 1);
    delete (tasksOf(words)[1] as Json).maxWords;
    expect(await loadError(words)).toContain('tasks[1].maxWords: ');

    const title = fixtureFile('PTE', 1);
    firstTask(title).title = 'Summary';
    expect(await loadError(title)).toContain("tasks[0].title: Must be 'Summarize Written Text'.");

    const rubric = fixtureFile('IELTSGeneral', 1);
    rubric.rubricVersion = 'ielts-2019';
    expect(await loadError(rubric)).toContain("rubricVersion: Must be 'ielts-2024', the exam's current rubric.");
  });

  it('keeps ids, sequences, file names and folders consistent', async () => {
    expect(await loadError({ ...fixtureFile('PTE', 4), id: 'pte-4' })).toContain(
      "pte/test-04.json: id: Must be 'pte-04'.",
    );
    expect(await loadError(fixtureFile('PTE', 4), 'test-05.json')).toContain(
      'pte/test-05.json: sequence: Must be 5, the number in the file name.',
    );
    expect(await loadError(fixtureFile('PTE', 4), 'essay-4.json')).toContain(
      'pte/essay-4.json: Content files are named',
    );
    const misplaced = writeContentRoot([fixtureFile('PTE', 1)]);
    writeFileSync(
      join(misplaced, 'pte', 'test-02.json'),
      JSON.stringify({ ...fixtureFile(toeflKey, 2), id: 'pte-02' }),
    );
    await expect(loadContent(misplaced)).rejects.toThrow("pte/test-02.json: exam: Must be 'PTE' in this folder.");
    expect(await loadError({ ...fixtureFile(toeflKey, 1), type: 'writing1' })).toContain(
      "toefl/test-01.json: type: Must be 'writing2'.",
    );
  });

  it('refuses a misspelt field rather than dropping it', async () => {
    const file = fixtureFile('IELTSAcademic', 2);
    const task2 = tasksOf(file)[1] as Json;
    task2.modelAnswr = task2.modelAnswer;
    delete task2.modelAnswer;
    expect(await loadError(file)).toMatch(/ielts-academic\/test-02\.json: tasks\[1\]\.modelAnswer: .*more problem/);
  });

  it('checks the task-specific fields: chart data, letter bullets, the discussion', async () => {
    const chart = fixtureFile('IELTSAcademic', 1);
    firstTask(chart).chart = {
      kind: 'pie',
      title: 'Spending',
      pies: [
        {
          label: '2020',
          slices: [
            { name: 'Food', value: 60 },
            { name: 'Rent', value: 30 },
          ],
        },
      ],
    };
    expect(await loadError(chart)).toContain(
      'tasks[0].chart.pies[0].slices: The slices of a pie are percentages and must add up to 100.',
    );

    const bars = fixtureFile('IELTSAcademic', 1);
    firstTask(bars).chart = { ...(firstTask(bars).chart as Json), series: [{ name: 'Art', values: [1, 2, 3] }] };
    expect(await loadError(bars)).toContain(
      'tasks[0].chart.series[0].values: Needs one value per category (2), found 3.',
    );

    const kind = fixtureFile('IELTSAcademic', 1);
    firstTask(kind).chart = { ...(firstTask(kind).chart as Json), kind: 'scatter' };
    expect(await loadError(kind)).toContain('tasks[0].chart.kind: ');

    const bullets = fixtureFile('IELTSGeneral', 1);
    firstTask(bullets).bullets = ['Only one'];
    expect(await loadError(bullets)).toContain('tasks[0].bullets: Exactly three bullet points.');

    const discussion = fixtureFile(toeflKey, 1);
    const third = tasksOf(discussion)[2] as Json;
    third.discussion = { professor: { name: 'Dr Lee', post: 'Why?' }, students: [{ name: 'Ana', post: 'Because.' }] };
    expect(await loadError(discussion)).toContain(
      'tasks[2].discussion.students: A discussion has exactly two student posts.',
    );
  });

  it('reports a file that is not JSON and a folder that is no exam', async () => {
    const root = writeContentRoot([fixtureFile('PTE', 1)]);
    writeFileSync(join(root, 'pte', 'test-02.json'), '{ "id": "pte-02", ');
    await expect(loadContent(root)).rejects.toThrow(/pte\/test-02\.json: Not valid JSON/);

    const other = writeContentRoot([fixtureFile('PTE', 1)]);
    mkdirSync(join(other, 'toeic'));
    await expect(loadContent(other)).rejects.toThrow(/toeic: Unknown content folder/);
  });
});
