// `npm run bench` (or `pnpm bench`): measures the budgets of DESIGN.md section 9 that can be measured here.
// Today: the JavaScript each web app ships, gzipped (budget: under 100 kB for the landing page).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const budgetKb = 100;
let failed = false;

for (const app of ['web/candidate', 'web/tutor']) {
  if (spawnSync('pnpm', ['--dir', app, 'build'], { cwd: root, stdio: 'ignore' }).status !== 0) {
    console.error(`${app}: build failed`);
    process.exit(1);
  }
  const html = readFileSync(join(root, app, 'dist/index.html'), 'utf8');
  // The scripts the first page load needs: the entry and its preloaded chunks.
  const scripts = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) =>
    m[1].replace(/^.*\/assets\//, 'assets/'),
  );
  const sizes = scripts.map((file) => gzipSync(readFileSync(join(root, app, 'dist', file))).length);
  const totalKb = sizes.reduce((a, b) => a + b, 0) / 1024;
  const allKb =
    readdirSync(join(root, app, 'dist/assets'))
      .filter((name) => name.endsWith('.js'))
      .reduce((sum, name) => sum + gzipSync(readFileSync(join(root, app, 'dist/assets', name))).length, 0) / 1024;
  const within = totalKb < budgetKb;
  if (app === 'web/candidate' && !within) failed = true;
  console.log(
    `${app}: first-load JS ${totalKb.toFixed(1)} kB gzipped (${scripts.length} files), all JS ${allKb.toFixed(1)} kB` +
      (app === 'web/candidate' ? ` — budget ${budgetKb} kB: ${within ? 'within' : 'OVER'}` : ''),
  );
}
process.exit(failed ? 1 : 0);
