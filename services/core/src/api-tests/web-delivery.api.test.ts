import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

// Built web apps as the build leaves them: content-hashed assets under assets/, pages and shells beside them, and a
// .br / .gz copy of each (the build's precompress step).
const landing = `<!doctype html><html><body><div id="root" data-page="landing">${'Write your way. '.repeat(200)}</div></body></html>`;
const appShell = `<!doctype html><html><body><div id="root">${'Loading… '.repeat(200)}</div></body></html>`;
const script = `export const page = ${JSON.stringify('hydrate '.repeat(500))};`;
const files: Record<string, string> = {
  'candidate/index.html': landing,
  'candidate/app.html': appShell,
  'candidate/404.html': '<!doctype html><p>Oops! Looks like you’re lost.</p>',
  'candidate/ielts/index.html': landing.replace('landing', 'ielts'),
  'candidate/login/index.html': appShell,
  // The tests list's shell draws its frame from the HTML (the build's prerender step).
  'candidate/dashboard/writingtasks/index.html': appShell.replace('Loading…', 'Writing Mock Tests'),
  'candidate/assets/landing-page-DP3j7jUt.js': script,
  'tutor/index.html': appShell,
  'tutor/assets/index-0dv3JyAi.js': script,
};

function writeBuilds(root: string) {
  for (const [path, content] of Object.entries(files)) {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    writeFileSync(`${file}.br`, brotliCompressSync(content));
    writeFileSync(`${file}.gz`, gzipSync(content));
  }
}

describe('the web apps delivered as a CDN would', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'web-delivery-'));
    writeBuilds(root);
    t = await createTestApp({
      env: { WEB_CANDIDATE_DIST: join(root, 'candidate'), WEB_TUTOR_DIST: join(root, 'tutor') },
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('sends brotli to browsers that take it, gzip to those that take only gzip, and the file itself otherwise', async () => {
    const url = '/assets/landing-page-DP3j7jUt.js';
    const brotli = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gzip = await get(url, { 'accept-encoding': 'gzip, deflate' });
    const plain = await get(url);

    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 5);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    for (const response of [brotli, gzip, plain]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/javascript/);
      // A cache must not hand one encoding to a browser that asked for another.
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('lets browsers keep content-hashed assets of both apps for a year without asking again', async () => {
    for (const url of ['/assets/landing-page-DP3j7jUt.js', '/tutor/assets/index-0dv3JyAi.js']) {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
  });

  it('has pages and app shells checked on every visit: no-cache with an ETag, then 304 while unchanged', async () => {
    const pages = [
      { url: '/', text: 'Write your way.' },
      { url: '/ielts', text: 'Write your way.' },
      { url: '/dashboard/writingtasks', text: 'Writing Mock Tests' },
      { url: '/dashboard/profile', text: 'Loading…' },
      { url: '/tutor/queue', text: 'Loading…' },
    ];
    for (const { url, text } of pages) {
      const first = await get(url, { 'accept-encoding': 'br' });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['content-type'], url).toMatch(/^text\/html/);
      expect(first.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(first.rawPayload).toString(), url).toContain(text);
      expect(first.headers['cache-control'], url).toBe('no-cache');
      expect(first.headers.vary, url).toMatch(/accept-encoding/i);
      const etag = first.headers.etag;
      expect(etag, url).toEqual(expect.any(String));

      const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(etag) });
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload.length, url).toBe(0);
    }
  });

  it('answers a missing asset with a 404, never with a page a browser would try to run as a script', async () => {
    for (const url of ['/assets/landing-page-OldBuild.js', '/tutor/assets/index-OldBuild.js']) {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
    }
    const unknownPage = await get('/no-such-page');
    expect(unknownPage.statusCode).toBe(404);
    expect(unknownPage.body).toContain('Looks like you’re lost');
  });

  it('asks browsers opening an app shell to connect to the identity service early', async () => {
    const emulatorHost = t.container.config.firebase.emulatorHost;
    for (const url of ['/login', '/dashboard/writingtasks', '/tutor/queue']) {
      const response = await get(url, { 'accept-encoding': 'gzip' });
      expect(response.headers.link, url).toBe(`<http://${emulatorHost}>; rel=preconnect; crossorigin`);
    }
    // The public pages call no identity service.
    expect((await get('/')).headers.link).toBeUndefined();
  });
});
