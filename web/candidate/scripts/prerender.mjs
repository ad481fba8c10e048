// Runs after `vite build`: renders every public page to dist/<path>/index.html (text, title, meta description,
// canonical link and a preload of the page's own chunk), keeps the plain app shell as dist/app.html for the
// signed-in routes, and writes dist/404.html for unknown paths. The browser hydrates on top of the HTML.
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

/** The chunk of `source` and every chunk it imports statically, as /assets/... URLs. */
function chunkUrls(manifest, source) {
  const urls = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no entry for ${key}.`);
    if (urls.has(`/${chunk.file}`)) return;
    urls.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(source);
  return [...urls];
}

function replaceOnce(html, pattern, replacement, what) {
  if (!pattern.test(html)) throw new Error(`The app shell has no ${what}.`);
  return html.replace(pattern, replacement);
}

/** The shell with this page's head and, when given, its body. */
function pageHtml(shell, { meta, preloads = [], key, body }) {
  let html = replaceOnce(shell, /<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`, '<title>');
  html = replaceOnce(
    html,
    /<meta name="description" content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    'meta description',
  );
  const head = [];
  if (meta.path !== null) head.push(`<link rel="canonical" href="${escapeHtml(origin + meta.path)}" />`);
  else head.push('<meta name="robots" content="noindex" />');
  for (const url of preloads) {
    if (!html.includes(`"${url}"`)) head.push(`<link rel="modulepreload" crossorigin href="${url}">`);
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
const { appPageMeta, publicPages, renderPublicPage } = await import(pathToFileURL(join(ssrOut, 'prerender.js')).href);

// Vite's index.html is the bare shell; a second run finds the landing page there and takes the saved copy.
let shell = await readFile(join(dist, 'index.html'), 'utf8');
if (shell.includes('data-page=')) shell = await readFile(join(dist, 'app.html'), 'utf8');
else await writeFile(join(dist, 'app.html'), shell);
const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'));

for (const page of publicPages) {
  const body = await renderPublicPage(page.key);
  const html = pageHtml(shell, { meta: page, preloads: chunkUrls(manifest, page.source), key: page.key, body });
  const file = page.path === null ? join(dist, '404.html') : outputFile(page.path);
  await write(file, html);
  console.log(`prerendered ${page.path ?? '404'} -> ${file.slice(appDir.length + 1)}`);
}
for (const meta of appPageMeta) {
  await write(outputFile(meta.path), pageHtml(shell, { meta }));
  console.log(`app shell   ${meta.path} -> ${outputFile(meta.path).slice(appDir.length + 1)}`);
}
await rm(ssrOut, { recursive: true, force: true });
