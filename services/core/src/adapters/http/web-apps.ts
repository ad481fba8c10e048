import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { errorAnswer } from './error-mapping.ts';

// Vite writes only content-hashed files under assets/: a new build gives them new names, so browsers and CDNs keep
// them for a year without asking again. Everything else (the prerendered pages, the app shells, favicon) is checked
// with the server on every use (ETag / Last-Modified, answered 304 when unchanged), so a release shows at once.
const hashedAssetCache = 'public, max-age=31536000, immutable';
const revalidateCache = 'no-cache';

// The candidate app's client-side routes; the public pages are prerendered files, and any other path is a 404.
const candidateAppRoutes = ['/login', '/signup', '/dashboard'];

export type WebAppsOptions = {
  candidateDist: string;
  tutorDist: string;
  /** Paths the APIs own: a miss there answers JSON, never a page. */
  isApiPath: (path: string) => boolean;
  /** Origins the signed-in apps call as they start (the identity service): the shells ask to connect early. */
  preconnect: string[];
  log: FastifyBaseLogger;
};

function isUnder(path: string, route: string): boolean {
  return path === route || path.startsWith(`${route}/`);
}

/**
 * Serves the two built web apps as a CDN would: the `.br` / `.gz` siblings the build wrote (precompressed, so no CPU
 * per request) chosen by Accept-Encoding with `vary: accept-encoding`, long-lived caching for hashed assets and
 * revalidation for the rest, and a preconnect hint on the app shells; client-side routes fall back to their app
 * shell, other pages to the 404 page.
 */
export async function registerWebApps(app: FastifyInstance, options: WebAppsOptions): Promise<void> {
  const { candidateDist, tutorDist, isApiPath } = options;
  // A CORS fetch without credentials goes over a connection of its own, hence `crossorigin`.
  const preconnect = options.preconnect.map((origin) => `<${origin}>; rel=preconnect; crossorigin`).join(', ');
  const hasCandidate = existsSync(`${candidateDist}/index.html`);
  const hasTutor = existsSync(`${tutorDist}/index.html`);
  // A prerendered build keeps the bare app shell beside the prerendered landing page (dist/index.html).
  const candidateShell = existsSync(`${candidateDist}/app.html`) ? 'app.html' : 'index.html';
  const hasCandidateNotFound = existsSync(`${candidateDist}/404.html`);

  const assetDirs = [candidateDist, tutorDist].map((dist) => join(dist, 'assets') + sep);
  const appShells = new Set([join(candidateDist, 'app.html'), join(tutorDist, 'index.html')]);
  // The shells the build writes under the app's routes (/login, the tests list with its frame drawn in, ...).
  const isAppShell = (file: string) =>
    appShells.has(file) ||
    candidateAppRoutes.some(
      (route) => file.endsWith(`${sep}index.html`) && file.startsWith(join(candidateDist, route) + sep),
    );
  const setHeaders = (reply: FastifyReply, sentFile: string) => {
    const file = sentFile.replace(/\.(br|gz)$/, '');
    reply.header('cache-control', assetDirs.some((dir) => file.startsWith(dir)) ? hashedAssetCache : revalidateCache);
    if (preconnect && isAppShell(file)) reply.header('link', preconnect);
  };
  const delivery = { preCompressed: true, cacheControl: false, setHeaders };

  if (hasCandidate) {
    await app.register(fastifyStatic, {
      ...delivery,
      root: candidateDist,
      prefix: '/',
      // One route per built file; the compressed siblings are picked by preCompressed, not addressed themselves.
      wildcard: false,
      globIgnore: ['**/*.br', '**/*.gz'],
    });
  }
  if (hasTutor) {
    await app.register(fastifyStatic, {
      ...delivery,
      root: tutorDist,
      prefix: '/tutor/',
      decorateReply: !hasCandidate,
    });
  }
  if (!hasCandidate || !hasTutor) {
    options.log.warn('A web app is not built (run the build); only the APIs are served for it.');
  }

  // Client-side routes of the single-page apps fall back to their app shell; other pages answer the candidate app's
  // 404 page with status 404 (search engines must not index them); API paths and missing assets (an old build's
  // chunk must fail as a script, not parse a page) answer JSON 404s.
  app.setNotFoundHandler((request, reply) => {
    const path = (request.url.split('?')[0] ?? '/').replace(/(.)\/+$/, '$1');
    const isAsset = isUnder(path, '/assets') || isUnder(path, '/tutor/assets');
    if (request.method === 'GET' && !isApiPath(path) && !isAsset) {
      if (hasTutor && isUnder(path, '/tutor')) {
        return reply.sendFile('index.html', tutorDist);
      }
      if (hasCandidate && candidateAppRoutes.some((route) => isUnder(path, route))) {
        return reply.sendFile(candidateShell, candidateDist);
      }
      if (hasCandidate) {
        return reply.code(404).sendFile(hasCandidateNotFound ? '404.html' : candidateShell, candidateDist);
      }
    }
    return reply.code(404).send(errorAnswer(request, 'NOT_FOUND', `No route for ${request.method} ${path}.`));
  });
}
