// Runs the server or the worker as a child in the foreground, with their V8 heap and allocator settings
// (service-process.ts; a setting of the caller's own environment wins), passing SIGINT and SIGTERM on and exiting
// with the child.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serviceNodeFlags, serviceProcessEnv } from '../services/core/src/main/service-process.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function runService(entry, args) {
  const child = spawn(process.execPath, [...serviceNodeFlags, entry, ...args], {
    cwd: root,
    env: { ...serviceProcessEnv, ...process.env },
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    });
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
