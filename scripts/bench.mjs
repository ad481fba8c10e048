// `npm run bench` (or `pnpm bench`): measures the platform against its performance budgets (docs/bench.md).
// First the JavaScript each web app ships on first load, gzipped (budget: the candidate landing page's first load,
// every script it runs before or after its first paint, stays under 100 kB); then the API part in bench/ (the calls against a raw
// ceiling, deadlines, memory, cold start, Lighthouse), which needs the apps just built. `--no-api` stops after the
// bundles; other options go to the API part (`npm run bench -- --help`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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

/**
 * Every script the page at `htmlFile` loads on its first visit, counted once each: those its HTML loads or preloads,
 * those the build recorded it importing on first render, before or after its first paint (dist/.vite/first-load.json,
 * written by the candidate's scripts/prerender.mjs under the page's path), and every chunk those import statically
 * (dist/.vite/manifest.json). Sized twice: gzipped (the budget's measure) and as the server sends it to a browser that
 * accepts brotli (the build's .br copy, or the file itself where the build wrote none: below a kilobyte).
 */
function firstLoad(dist, htmlFile, recorded = []) {
  const html = readFileSync(htmlFile, 'utf8');
  const asset = (url) => url.replace(/^.*\/assets\//, 'assets/');
  const files = new Set(
    [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.js)"/g)].map((m) => asset(m[1])),
  );
  for (const url of recorded) files.add(asset(url));
  const manifest = readJson(join(dist, '.vite/manifest.json')) ?? {};
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  for (const file of files) {
    // A Set visits what is added while iterating: the static imports of the imports too.
    for (const imported of byFile.get(file)?.imports ?? []) files.add(manifest[imported].file);
  }
  let gzipped = 0;
  let onTheWire = 0;
  for (const file of files) {
    const content = readFileSync(join(dist, file));
    gzipped += gzipSync(content).length;
    onTheWire += existsSync(join(dist, `${file}.br`)) ? statSync(join(dist, `${file}.br`)).size : content.length;
  }
  return { files: files.size, bytes: gzipped, onTheWire };
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** A page's first load in words: gzipped size, what a brotli-accepting browser receives, number of scripts. */
const describe = ({ bytes, onTheWire, files }) => `${kb(bytes)} gzipped, ${kb(onTheWire)} on the wire (${files} files)`;

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
  // The scripts each prerendered page and the app shell load after their HTML, keyed by path (see prerender.mjs).
  const recorded = readJson(join(dist, '.vite/first-load.json')) ?? {};
  const pagePath = (page) => `/${dirname(relative(dist, page))}`.replace(/\/\.$/, '/');
  const landing = firstLoad(dist, join(dist, 'index.html'), recorded['/']);
  const within = landing.bytes < budgetKb * 1024;
  if (!within) failed = true;
  console.log(
    `web/candidate: landing page first-load JS ${describe(landing)}` +
      ` — budget ${budgetKb} kB gzipped: ${within ? 'within' : 'OVER'}`,
  );
  for (const page of prerenderedPages(dist).filter((path) => path !== join(dist, 'index.html'))) {
    console.log(`  ${pagePath(page)}: ${describe(firstLoad(dist, page, recorded[pagePath(page)]))}`);
  }
  if (existsSync(join(dist, 'app.html'))) {
    const shell = firstLoad(dist, join(dist, 'app.html'), recorded['/app.html']);
    console.log(`  signed-in app shell and the tests list, before other pages' chunks: ${describe(shell)}`);
  }
  console.log(`  all JS of the app: ${kb(allJs(dist))}`);
}

build('web/tutor');
{
  const dist = join(root, 'web/tutor/dist');
  console.log(
    `web/tutor: first-load JS ${describe(firstLoad(dist, join(dist, 'index.html')))}, all JS ${kb(allJs(dist))}`,
  );
}

const args = process.argv.slice(2);
if (!args.includes('--no-api')) {
  const api = spawnSync(process.execPath, ['bench/src/main.ts', ...args], { cwd: root, stdio: 'inherit' });
  if (api.status !== 0) failed = true;
}

process.exit(failed ? 1 : 0);
