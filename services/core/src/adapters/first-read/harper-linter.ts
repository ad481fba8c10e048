import { type Dialect, type Lint, type LintConfig, LocalLinter } from 'harper.js';
import { slimBinary } from 'harper.js/slimBinary';

// A Harper linter in one dialect, built on first use. The binary is read from its .wasm file (harper.js reads `file:`
// URLs with `fs` in Node): the inlined build holds its base64 text and the decoding's garbage, about 230 MB more
// resident memory. The slim build loads a single WebAssembly instance from a file; the full build loads the slim one
// beside it. Harper's dictionary lives once in that instance whatever the number of linters; each linter adds its own
// cache of results (some 50 MB). One linter per dialect, not one switched between them: a switch rebuilds the
// linter and its cache, which made every read some 100 ms instead of 15.

export type HarperLinter = {
  /** Builds the linter now instead of at the first lint. */
  prepare(): Promise<void>;
  /** Lints `text`. */
  lint(text: string): Promise<Lint[]>;
  /** Frees the linter; a later lint builds it again. */
  dispose(): Promise<void>;
};

const options = { language: 'plaintext', dedup: false } as const;

/**
 * `warmUpText` is read once when the linter is built: Harper builds some of its tables on the first text with names
 * and misspellings in it (about a second). A linter that fails to set up is not kept: the next lint builds another.
 */
export function createHarperLinter(dialect: Dialect, config: LintConfig, warmUpText: string): HarperLinter {
  let built: Promise<LocalLinter> | null = null;

  function linter(): Promise<LocalLinter> {
    built ??= (async () => {
      const harper = new LocalLinter({ binary: slimBinary, dialect });
      try {
        await harper.setup();
        await harper.setLintConfig(config);
        for (const lint of await harper.lint(warmUpText, options)) lint.free();
        return harper;
      } catch (error) {
        built = null;
        await harper.dispose().catch(() => undefined);
        throw error;
      }
    })();
    return built;
  }

  return {
    prepare: async () => void (await linter()),
    lint: async (text) => (await linter()).lint(text, options),
    async dispose() {
      const current = built;
      built = null;
      await (await current?.catch(() => null))?.dispose();
    },
  };
}
