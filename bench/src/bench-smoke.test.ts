import { expect, it } from 'vitest';
import { smokeOptions } from './bench-settings.ts';
import { writeReport } from './report.ts';
import { runApiBench } from './run-api-bench.ts';

// The bench in miniature, run by `npm test` so it never rots: every call of the table, a second each, a few
// candidates, the class test for a few seconds and a few deadlines. It asserts that every call answered 2xx, that
// the class saw no 429 and that every deadline was handled exactly once — never a timing (speed belongs to
// `npm run bench`).

it('answers every call with 2xx, the class of 30 sees no 429, every deadline is handled once under load, the first read runs', async () => {
  const options = smokeOptions();
  const report = await runApiBench(options, () => {});
  if (options.resultsFile) writeReport(report, options.resultsFile);

  const failing = report.calls
    .filter((row) => row.result.requests === 0 || row.result.errors > 0)
    .map((row) => ({ call: `${row.mode}: ${row.label}`, ...row.result }));
  expect(failing).toEqual([]);
  expect(report.classTest).toMatchObject({ tooManyRequests: 0, otherErrors: 0 });
  expect(report.classTest?.saves).toBeGreaterThan(0);
  // Time-up closings of every exam, PTE's and TOEFL's per-task clocks among them, count as handled.
  expect(report.deadlines).toMatchObject({ missed: 0, repeated: 0 });
  expect(report.deadlines?.exactlyOnce).toBe(report.deadlines?.timers);
  // ...while the candidates' autosaves loaded the server, every one answered.
  expect(report.deadlines?.apiLoad).toMatchObject({ errors: 0 });
  expect(report.deadlines?.apiLoad?.rps).toBeGreaterThan(0);
  // The first read's checker ran in its thread and read the sample answer (its speed is the bench's figure).
  expect(report.firstRead?.words).toBe(350);
});
