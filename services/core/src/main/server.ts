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
  await app.register(rateLimit, { max: 600, timeWindow: '1 minute' });

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
  if (hasCandidate) await app.register(fastifyStatic, { root: webCandidateDist, prefix: '/', wildcard: false });
  if (hasTutor) {
    await app.register(fastifyStatic, { root: webTutorDist, prefix: '/tutor/', decorateReply: !hasCandidate });
  }
  if (!hasCandidate || !hasTutor) {
    container.logger.warn('A web app is not built (run the build); only the APIs are served for it.');
  }

  // Client-side routes of the single-page apps fall back to their index.html; API paths answer JSON 404s.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = apiPrefixes.some((prefix) => path.startsWith(prefix));
    if (request.method === 'GET' && !isApi) {
      if (hasTutor && (path === '/tutor' || path.startsWith('/tutor/'))) {
        return reply.sendFile('index.html', webTutorDist);
      }
      if (hasCandidate) return reply.sendFile('index.html', webCandidateDist);
    }
    return reply.code(404).send({ error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${path}.` } });
  });
}
