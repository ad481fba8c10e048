// `npm start`: builds the two web apps when their sources changed, then runs the core server in the foreground.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runService } from './run-service.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

for (const app of ['web/candidate', 'web/tutor']) {
  const built = join(root, app, 'dist/index.html');
  const sources = [
    join(root, app, 'src'),
    join(root, app, 'index.html'),
    join(root, 'web/shared/src'),
    join(root, 'schema'),
  ];
  if (existsSync(built) && statSync(built).mtimeMs > Math.max(...sources.map(newestMtime))) continue;
  console.log(`Building ${app}...`);
  const result = spawnSync('pnpm', ['--dir', app, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server stops its Auth emulator before it exits, so once it is gone the whole platform is.
runService('services/core/src/main/start.ts', process.argv.slice(2));
