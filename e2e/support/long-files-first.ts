import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The files that start platforms of their own take two to three minutes each, mostly waiting on those starts. Begun
// last, one of them alone makes the tail of the run; begun first, the short files fill the other worker meanwhile.
const longFiles = ['embedded-stop.e2e.test.ts', 'restart-after-downtime.e2e.test.ts'];

/** Vitest's order (slowest of the last run first, else largest first), with the process tests ahead of all. */
export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = longFiles.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return index === -1 ? longFiles.length : index;
    };
    return sorted
      .map((file, order) => ({ file, order }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order)
      .map(({ file }) => file);
  }
}
