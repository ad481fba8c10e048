// Runs after `vite build`: renders every public page to dist/<path>/index.html (text, title, meta description,
// canonical link, and the styles inlined, so that nothing but the HTML stands before the first paint; the page's code
// loads after it, see src/main.tsx), writes the signed-in app's shell as dist/app.html (its waiting state painted
// from the HTML alone, and preloads of the app's chunks, styles and configuration, which it would otherwise discover
// one after another; /signup draws its prerendered form instead of the waiting state), and dist/404.html for unknown
// paths.
// dist/.vite/first-load.json lists the scripts each page loads, before or after its first paint (for `npm run bench`).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(appDir, 'dist');
const ssrOut = join(appDir, 'node_modules/.cache/prerender');
const origin = (process.env.PUBLIC_ORIGIN || 'http://127.0.0.1:8080').replace(/\/+$/, '');

function escapeHtml(text) {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** The chunk of `source` and every chunk it imports statically, and their styles, as /assets/... URLs. */
function chunkUrls(manifest, source) {
  const scripts = new Set();
  const styles = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no entry for ${key}.`);
    if (scripts.has(`/${chunk.file}`)) return;
    scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(source);
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * The page's stylesheets as <style> elements: the page then paints as soon as its HTML arrives, instead of waiting
 * for one more request (about 7 kB compressed, less than a round trip's worth on a phone network).
 */
async function inlineStylesheets(html) {
  const links = [...html.matchAll(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g)];
  for (const [link, url] of links) {
    const css = (await readFile(join(dist, url), 'utf8')).trim();
    if (css.includes('</style')) throw new Error(`${url} cannot be inlined.`);
    html = html.replace(link, () => `<style>${css}</style>`);
  }
  return html;
}

function replaceOnce(html, pattern, replacement, what) {
  if (!pattern.test(html)) throw new Error(`The app shell has no ${what}.`);
  return html.replace(pattern, replacement);
}

/** The shell with this page's head (its title and links when `meta` is given) and, when given, its body. */
function pageHtml(shell, { meta, preloads = [], stylePreloads = [], key, body }) {
  let html = shell;
  const head = [];
  if (meta) {
    html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`, '<title>');
    html = replaceOnce(
      html,
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
      'meta description',
    );
    if (meta.path !== null) head.push(`<link rel="canonical" href="${escapeHtml(origin + meta.path)}" />`);
    else head.push('<meta name="robots" content="noindex" />');
  }
  for (const url of preloads) {
    if (!html.includes(`"${url}"`)) head.push(`<link rel="modulepreload" crossorigin href="${url}">`);
  }
  for (const url of stylePreloads) {
    if (!html.includes(`"${url}"`)) head.push(`<link rel="preload" as="style" crossorigin href="${url}">`);
  }
  html = html.replace(/\s*<\/head>/, `\n    ${head.join('\n    ')}\n  </head>`);
  if (body !== undefined) {
    html = replaceOnce(html, /<div id="root"><\/div>/, `<div id="root" data-page="${key}">${body}</div>`, '#root');
    // The page reads fine without JavaScript; only the shell of the signed-in app needs the notice.
    html = html.replace(/\s*<noscript>.*?<\/noscript>/s, '');
  }
  return html;
}

function outputFile(path) {
  return path === '/' ? join(dist, 'index.html') : join(dist, path.slice(1), 'index.html');
}

async function write(file, html) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
}

await rm(ssrOut, { recursive: true, force: true });
await build({
  root: appDir,
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true, manifest: false, copyPublicDir: false },
});
const {
  appPageMeta,
  publicPages,
  renderPublicPage,
  renderAppPlaceholder,
  renderSignupPage,
  renderTestsListFrame,
  testsListPath,
} = await import(pathToFileURL(join(ssrOut, 'prerender.js')).href);

// Vite's index.html is the bare shell; a second run finds the landing page there and takes the saved copy.
const savedShell = join(dist, '.vite/shell.html');
let shell = await readFile(join(dist, 'index.html'), 'utf8');
if (shell.includes('data-page=')) shell = await readFile(savedShell, 'utf8');
else await writeFile(savedShell, shell);
const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'));

const entry = chunkUrls(manifest, 'index.html');
// The entry imports the list of public pages only on a prerendered one (src/main.tsx): these preload it with the entry.
const pageList = chunkUrls(manifest, 'src/app/public-pages.ts');
const hydration = chunkUrls(manifest, 'src/app/hydrate-public-page.tsx');
const firstLoad = {};
for (const page of publicPages) {
  const body = await renderPublicPage(page.key);
  const html = await inlineStylesheets(
    pageHtml(shell, { meta: page, preloads: pageList.scripts, key: page.key, body }),
  );
  const file = page.path === null ? join(dist, '404.html') : outputFile(page.path);
  await write(file, html);
  const scripts = [
    ...entry.scripts,
    ...pageList.scripts,
    ...hydration.scripts,
    ...chunkUrls(manifest, page.source).scripts,
  ];
  firstLoad[page.path ?? '/404.html'] = [...new Set(scripts)];
  console.log(`prerendered ${page.path ?? '404'} -> ${file.slice(appDir.length + 1)}`);
}

// The signed-in app starts in src/app/mount-app.tsx, imported once the entry has run, with its own styles; its
// configuration is fetched once that has run. Announcing all three in the shell loads them alongside the entry.
const app = chunkUrls(manifest, 'src/app/mount-app.tsx');
// The entry loads the app through src/app/load-app.ts (its libraries evaluated one task at a time).
app.scripts = [...new Set([...chunkUrls(manifest, 'src/app/load-app.ts').scripts, ...app.scripts])];
firstLoad['/app.html'] = [...new Set([...entry.scripts, ...app.scripts])];
// The tests list's page is the same shell with its frame drawn in (see below).
firstLoad[testsListPath] = firstLoad['/app.html'];
await writeFile(join(dist, '.vite/first-load.json'), `${JSON.stringify(firstLoad, null, 2)}\n`);
// Until the app renders into #root, the shell shows the app's own waiting state beside it (hidden by CSS alone once
// #root has content), styled by the inlined entry styles: the screen is not blank while the app's code loads.
const placeholder = `<div class="app-placeholder">${await renderAppPlaceholder()}</div>`;
const appHead = [
  '<link rel="preload" href="/app-config.json" as="fetch" crossorigin>',
  '<style>#root:not(:empty) + .app-placeholder { display: none; }</style>',
];
// Module scripts never hold the first paint, and the placeholder needs none of them: fetchpriority="low" tells the
// browser so (and Lighthouse, which counts high-priority scripts loaded before the first paint as blocking it).
const lowPriorityScripts = (html) =>
  html.replace(
    /<(script type="module"|link rel="modulepreload") crossorigin /g,
    '<$1 crossorigin fetchpriority="low" ',
  );
// A shell given a `page` (HTML) draws it in #root instead of the waiting state, with the app's styles, so its text
// reads without JavaScript; the app, once started, renders over it (createRoot, no data-page: not hydrated).
const appStylesheets = app.styles.map((url) => `<link rel="stylesheet" crossorigin href="${url}">`).join('\n    ');
// `preloadAfterPaint` leaves the app's chunks out of the head: their preloads wait in a <template> for the entry to
// add them once the page is painted (see src/main.tsx), so the first screen never waits behind them.
const afterPaintPreloads = `<template id="app-preloads">${app.scripts
  .map((url) => `<link rel="modulepreload" href="${url}" crossorigin>`)
  .join('')}</template>`;
const appShell = (meta, page, { preloadAfterPaint = false } = {}) =>
  inlineStylesheets(
    lowPriorityScripts(
      replaceOnce(
        pageHtml(shell, {
          meta,
          preloads: preloadAfterPaint ? [] : app.scripts,
          stylePreloads: page ? [] : app.styles,
        }),
        /<div id="root"><\/div>/,
        page ? `<div id="root">${page}</div>` : `<div id="root"></div>\n    ${placeholder}`,
        '#root',
      ).replace(
        /\s*<\/head>/,
        `\n    ${[...(page ? [appStylesheets] : []), ...appHead, ...(preloadAfterPaint ? [afterPaintPreloads] : [])].join('\n    ')}\n  </head>`,
      ),
    ),
  );
await write(join(dist, 'app.html'), await appShell(null));
console.log('app shell   /dashboard/... -> dist/app.html');
// Sign-up's text is the first thing a visitor from the landing page reads, so it is prerendered like a public page.
const prerenderedAppPages = { '/signup': await renderSignupPage() };
for (const meta of appPageMeta) {
  await write(outputFile(meta.path), await appShell(meta, prerenderedAppPages[meta.path]));
  console.log(`app shell   ${meta.path} -> ${outputFile(meta.path).slice(appDir.length + 1)}`);
}
// Where a signed-in candidate lands: its frame and heading paint from the HTML alone (the largest text on the first
// screen, so the largest contentful paint), then the app's 200 kB of scripts download while the session is checked.
const testsListFrame = await renderTestsListFrame();
await write(outputFile(testsListPath), await appShell(null, testsListFrame, { preloadAfterPaint: true }));
console.log(`app shell   ${testsListPath} -> ${outputFile(testsListPath).slice(appDir.length + 1)}`);
await rm(ssrOut, { recursive: true, force: true });
