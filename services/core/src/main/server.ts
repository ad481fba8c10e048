import { existsSync } from 'node:fs';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { registerGraphql } from '../adapters/graphql/register-graphql.ts';
import { registerTestLists } from '../adapters/http/test-lists.ts';
import { registerRestV1 } from '../adapters/rest-v1/register-rest-v1.ts';
import type { Container } from './container.ts';

const apiPrefixes = ['/graphql', '/v1/', '/app-config.json'];
// The candidate app's client-side routes; the public pages are prerendered files, and any other path is a 404.
const candidateAppRoutes = ['/login', '/signup', '/dashboard'];

function isApiPath(url: string): boolean {
  return apiPrefixes.some((prefix) => url.startsWith(prefix));
}

/** A page or a built asset of a web app (not an API call, not a data file such as a test list). */
function isWebAppFile(path: string): boolean {
  if (isApiPath(path)) return false;
  return path.startsWith('/assets/') || path.startsWith('/tutor/assets/') || !/\.[a-z0-9]+$/i.test(path);
}

function isUnder(path: string, route: string): boolean {
  return path === route || path.startsWith(`${route}/`);
}

/** The one HTTP process: GraphQL, the legacy REST contract, the test lists and both web apps. */
export async function buildServer(container: Container): Promise<FastifyInstance> {
  const { config } = container;
  const app = Fastify({
    loggerInstance: container.logger as FastifyBaseLogger,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
  });

  const emulatorOrigin = config.firebase.emulatorHost ? `http://${config.firebase.emulatorHost}` : null;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://apis.google.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: [
          "'self'",
          'https://identitytoolkit.googleapis.com',
          'https://securetoken.googleapis.com',
          ...(emulatorOrigin ? [emulatorOrigin] : []),
        ],
        frameSrc: [`https://${config.firebase.authDomain}`, ...(emulatorOrigin ? [emulatorOrigin] : [])],
        upgradeInsecureRequests: null,
      },
    },
    // Google sign-in popups talk back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(rateLimit, {
    max: 600,
    timeWindow: '1 minute',
    // The limit guards the APIs and the data files; a page load fetches a dozen static files, and a visitor
    // browsing the public pages must not run into it.
    allowList: (request) => request.method === 'GET' && isWebAppFile(request.url.split('?')[0] ?? '/'),
  });

  app.get('/app-config.json', async () => ({
    firebase: {
      apiKey: config.firebase.apiKey,
      authDomain: config.firebase.authDomain,
      projectId: config.firebase.projectId,
    },
    authEmulatorUrl: emulatorOrigin,
  }));

  await registerGraphql(app, container);
  await registerRestV1(app, container);
  await registerTestLists(app, container);
  await registerWebApps(app, container);
  return app;
}

async function registerWebApps(app: FastifyInstance, container: Container) {
  const { webCandidateDist, webTutorDist } = container.config;
  const hasCandidate = existsSync(`${webCandidateDist}/index.html`);
  const hasTutor = existsSync(`${webTutorDist}/index.html`);
  // A prerendered build keeps the bare app shell beside the prerendered landing page (dist/index.html).
  const candidateShell = existsSync(`${webCandidateDist}/app.html`) ? 'app.html' : 'index.html';
  const hasCandidateNotFound = existsSync(`${webCandidateDist}/404.html`);
  if (hasCandidate) await app.register(fastifyStatic, { root: webCandidateDist, prefix: '/', wildcard: false });
  if (hasTutor) {
    await app.register(fastifyStatic, { root: webTutorDist, prefix: '/tutor/', decorateReply: !hasCandidate });
  }
  if (!hasCandidate || !hasTutor) {
    container.logger.warn('A web app is not built (run the build); only the APIs are served for it.');
  }

  // Client-side routes of the single-page apps fall back to their app shell; other pages answer the candidate app's
  // 404 page with status 404 (search engines must not index them); API paths answer JSON 404s.
  app.setNotFoundHandler((request, reply) => {
    const path = (request.url.split('?')[0] ?? '/').replace(/(.)\/+$/, '$1');
    if (request.method === 'GET' && !isApiPath(path)) {
      if (hasTutor && isUnder(path, '/tutor')) {
        return reply.sendFile('index.html', webTutorDist);
      }
      if (hasCandidate && candidateAppRoutes.some((route) => isUnder(path, route))) {
        return reply.sendFile(candidateShell, webCandidateDist);
      }
      if (hasCandidate)
        return reply.code(404).sendFile(hasCandidateNotFound ? '404.html' : candidateShell, webCandidateDist);
    }
    return reply.code(404).send({ error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${path}.` } });
  });
}
