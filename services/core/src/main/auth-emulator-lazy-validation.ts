// Preloaded (node --import) into the Firebase Auth emulator's own process by startAuthEmulator, before firebase-tools.
// The emulator serves its REST API through exegesis, which by default compiles a JSON-schema validator for every
// request and response of the Identity Toolkit spec at start: about 10 CPU-seconds, most of the emulator's start.
// Asking exegesis to compile each validator on its first use instead changes no answer, only when the work is done:
// the emulator is up in about 2 seconds, and a call pays for its own validator once.
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';

type ExegesisOptions = { compileOptions(options?: Record<string, unknown>): unknown };

try {
  // The same exegesis module firebase-tools loads: resolved from its exegesis-express, from the CLI being started
  // (its real path: pnpm links packages, and their dependencies sit beside the real one).
  const fromCli = createRequire(realpathSync(process.argv[1] ?? ''));
  const fromExpress = createRequire(fromCli.resolve('exegesis-express'));
  const options = fromExpress('exegesis/lib/options.js') as ExegesisOptions;
  const compile = options.compileOptions;
  options.compileOptions = (given = {}) => compile({ ...given, lazyCompileValidationSchemas: true });
} catch (error) {
  // A firebase-tools laid out otherwise still starts, only slower; the emulator log says why.
  console.error(`Validators compile at start (exegesis not found where expected): ${(error as Error).message}`);
}
