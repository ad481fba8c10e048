import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from './load-content.ts';

describe('loadContent', () => {
  it('loads the IELTS Academic tests with a chart image and its text alternative for Part 1', async () => {
    const tests = await loadContent();
    const ielts = tests.filter((test) => test.exam === 'IELTSAcademic').sort((a, b) => a.sequence - b.sequence);
    expect(ielts.map((test) => test.sequence)).toEqual([1, 2]);
    for (const test of ielts) {
      expect(test.tasks.map((task) => [task.key, task.minutes, task.minWords])).toEqual([
        ['task1', 20, 150],
        ['task2', 40, 250],
      ]);
      const [task1] = test.tasks;
      expect(task1?.imageSvg).toMatch(/^<svg [^>]*viewBox="0 0 640 400"[\s\S]*<\/svg>$/);
      expect(task1?.imageAlt).toMatch(/^(Bar chart|Line graph): /);
    }
  });

  it('names the file and the field of a malformed content file', async () => {
    const root = mkdtempSync(join(tmpdir(), 'content-'));
    mkdirSync(join(root, 'pte'));
    writeFileSync(
      join(root, 'pte', 'bad.json'),
      JSON.stringify({
        id: 'pte-01',
        exam: 'PTE',
        sequence: 1,
        title: 'x',
        type: 'writing1',
        rubricVersion: 'v',
        tasks: [],
      }),
    );
    await expect(loadContent(root)).rejects.toThrow(/pte\/bad\.json: tasks: /);
  });
});
