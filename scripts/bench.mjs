// `npm run bench` (or `pnpm bench`): measures the budgets of DESIGN.md section 9.
// First the JavaScript each web app ships, gzipped (budget: the candidate landing page's first load, the scripts its
// prerendered HTML loads and preloads, stays under 100 kB); then the API part in bench/ (the calls against a raw
// ceiling, deadlines, memory, cold start, Lighthouse), which needs the apps just built. `--no-api` stops after the
// bundles; other options go to the API part (`npm run bench -- --help`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const budgetKb = 100;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

function build(app) {
  if (spawnSync('pnpm', ['--dir', app, 'build'], { cwd: root, stdio: 'ignore' }).status !== 0) {
    console.error(`${app}: build failed`);
    process.exit(1);
  }
}

/** The gzipped size of every script an HTML page loads or preloads, counted once each. */
function firstLoad(dist, htmlFile) {
  const html = readFileSync(htmlFile, 'utf8');
  const files = new Set(
    [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.js)"/g)].map((m) =>
      m[1].replace(/^.*\/assets\//, 'assets/'),
    ),
  );
  const bytes = [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
  return { files: files.size, bytes };
}

function allJs(dist) {
  return readdirSync(join(dist, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .reduce((sum, name) => sum + gzipSync(readFileSync(join(dist, 'assets', name))).length, 0);
}

/** Every prerendered page's index.html under dist (the landing page is dist/index.html itself). */
function prerenderedPages(dist, dir = dist) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'assets' || entry.name.startsWith('.') ? [] : prerenderedPages(dist, path);
    return entry.name === 'index.html' && readFileSync(path, 'utf8').includes('data-page=') ? [path] : [];
  });
}

let failed = false;

// The candidate app: the landing page against the budget, then the other public pages and the whole app.
build('web/candidate');
{
  const dist = join(root, 'web/candidate/dist');
  const landing = firstLoad(dist, join(dist, 'index.html'));
  const within = landing.bytes < budgetKb * 1024;
  if (!within) failed = true;
  console.log(
    `web/candidate: landing page first-load JS ${kb(landing.bytes)} gzipped (${landing.files} files)` +
      ` — budget ${budgetKb} kB: ${within ? 'within' : 'OVER'}`,
  );
  for (const page of prerenderedPages(dist).filter((path) => path !== join(dist, 'index.html'))) {
    const { bytes, files } = firstLoad(dist, page);
    console.log(`  /${dirname(relative(dist, page))}: ${kb(bytes)} (${files} files)`);
  }
  if (existsSync(join(dist, 'app.html'))) {
    console.log(`  signed-in app shell before its lazy chunks: ${kb(firstLoad(dist, join(dist, 'app.html')).bytes)}`);
  }
  console.log(`  all JS of the app: ${kb(allJs(dist))}`);
}

build('web/tutor');
{
  const dist = join(root, 'web/tutor/dist');
  const { bytes, files } = firstLoad(dist, join(dist, 'index.html'));
  console.log(`web/tutor: first-load JS ${kb(bytes)} gzipped (${files} files), all JS ${kb(allJs(dist))}`);
}

const args = process.argv.slice(2);
if (!args.includes('--no-api')) {
  const api = spawnSync(process.execPath, ['bench/src/main.ts', ...args], { cwd: root, stdio: 'inherit' });
  if (api.status !== 0) failed = true;
}

process.exit(failed ? 1 : 0);
