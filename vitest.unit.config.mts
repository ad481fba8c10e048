import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import core from './services/core/vitest.config.ts';

// Every unit test in one vitest run (`npm test`'s "unit tests" step): the core's unit layer and the three web
// packages, each project keeping the settings it has when run from its own directory.

// The core's config also declares the integration and api layers (databases, a global setup), so its `unit` project
// is picked out of it rather than copied: its patterns stay in one place.
const coreUnit = core.test?.projects?.find(
  (project): project is TestProjectInlineConfiguration =>
    typeof project === 'object' && 'test' in project && project.test?.name === 'unit',
);
if (!coreUnit) throw new Error('services/core/vitest.config.ts declares no "unit" project');

// Files share their worker's module cache (`isolate: false`): unit tests keep no state in modules, and importing React,
// Apollo and the core afresh for each of 140 files cost 120 of a 135-second run. The run passes with its files in
// shuffled orders (--sequence.shuffle.files).
const isolate = false;

export default defineConfig({
  test: {
    projects: [
      // `extends` names the config each package's own `vitest run` would load (false: none, so vitest's defaults);
      // `root` is the directory it runs from, which anchors `include` and the Vite root.
      { ...coreUnit, extends: false, test: { ...coreUnit.test, name: 'core', root: 'services/core', isolate } },
      { extends: 'web/candidate/vite.config.ts', test: { name: 'candidate', root: 'web/candidate', isolate } },
      { extends: 'web/tutor/vite.config.ts', test: { name: 'tutor', root: 'web/tutor', isolate } },
      { extends: false, test: { name: 'web-shared', root: 'web/shared', isolate } },
    ],
  },
});
