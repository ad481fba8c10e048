import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { examKeys } from '../../domain/exam/exam.ts';
import type { MockTest } from '../../domain/exam/mock-test.ts';
import { describeChart, renderChartSvg } from './chart-svg.ts';

export const contentRoot = fileURLToPath(new URL('../../../content/', import.meta.url));

const chartSchema = z.object({
  kind: z.enum(['bar', 'line']),
  title: z.string().min(1),
  yLabel: z.string().min(1),
  categories: z.array(z.string().min(1)).min(2),
  series: z.array(z.object({ name: z.string().min(1), values: z.array(z.number().nonnegative()) })).min(1),
});

const taskSchema = z.object({
  key: z.string().regex(/^[a-z0-9]+$/),
  title: z.string().min(1),
  instructions: z.string().min(1),
  prompt: z.string().min(1),
  chart: chartSchema.optional(),
  minutes: z.number().int().positive(),
  minWords: z.number().int().positive().optional(),
  maxWords: z.number().int().positive().optional(),
});

const mockTestSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  exam: z.enum(examKeys),
  sequence: z.number().int().positive(),
  title: z.string().min(1),
  type: z.string().min(1),
  rubricVersion: z.string().min(1),
  tasks: z.array(taskSchema).min(1),
});

/** Reads every content file, validates it and turns chart data into SVG; a bad file fails with its path and field. */
export async function loadContent(root: string = contentRoot): Promise<MockTest[]> {
  const tests: MockTest[] = [];
  for (const folder of (await readdir(root, { withFileTypes: true })).filter((entry) => entry.isDirectory())) {
    const files = (await readdir(join(root, folder.name))).filter((name) => name.endsWith('.json')).sort();
    for (const file of files) {
      const path = join(root, folder.name, file);
      const parsed = mockTestSchema.safeParse(JSON.parse(await readFile(path, 'utf8')));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new Error(`Invalid content file ${path}: ${issue?.path.join('.')}: ${issue?.message}`);
      }
      const { tasks, ...test } = parsed.data;
      tests.push({
        ...test,
        tasks: tasks.map(({ chart, ...task }) =>
          chart ? { ...task, imageSvg: renderChartSvg(chart), imageAlt: describeChart(chart) } : task,
        ),
      });
    }
  }
  return tests;
}
