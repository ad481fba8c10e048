import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { registerGraphql } from '../adapters/graphql/register-graphql.ts';
import { registerHostAllowList } from '../adapters/http/allowed-hosts.ts';
import { answerHttpError } from '../adapters/http/error-mapping.ts';
import { registerHealthRoutes } from '../adapters/http/health-routes.ts';
import { registerRateLimits } from '../adapters/http/rate-limits.ts';
import { createReadinessProbe } from '../adapters/http/readiness.ts';
import { registerUnstorableTextGuard } from '../adapters/http/refuse-unstorable-text.ts';
import { registerRequestIdHeader, requestIdOf } from '../adapters/http/request-id.ts';
import { RequestLogController, requestLogLevel } from '../adapters/http/request-log.ts';
import { registerSecurityHeaders } from '../adapters/http/security-headers.ts';
import { strictBodyValidation } from '../adapters/http/strict-body-validation.ts';
import { registerTestLists } from '../adapters/http/test-lists.ts';
import { registerVerifiedIdentity } from '../adapters/http/verified-identity.ts';
import { registerWebApps } from '../adapters/http/web-apps.ts';
import { registerHttpMetrics } from '../adapters/metrics/http-metrics.ts';
import { registerSimulatedGatewayRoutes } from '../adapters/payments/simulated-gateway-routes.ts';
import { registerRestV1 } from '../adapters/rest-v1/register-rest-v1.ts';
import { emulatorBrowserUrl } from './config.ts';
import type { Container } from './container.ts';
import type { TrustProxy } from './edge-settings.ts';

const apiPrefixes = ['/graphql', '/v1/', '/app-config.json', '/healthz', '/readyz', '/simulated-gateway/'];
// Stripe.js and its Payment Element (full mode only): script and frames from js.stripe.com, calls to api.stripe.com.
const stripeOrigins = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
};

function isApiPath(url: string): boolean {
  return apiPrefixes.some((prefix) => url.startsWith(prefix));
}

/** A page or a built asset of a web app (not an API call, not a data file such as a test list). */
function isWebAppFile(path: string): boolean {
  if (isApiPath(path)) return false;
  return path.startsWith('/assets/') || path.startsWith('/tutor/assets/') || !/\.[a-z0-9]+$/i.test(path);
}

/**
 * Fastify 5.12 answers a bare hop count by trusting no proxy at all, so the count becomes proxy-addr's trust function,
 * as Express compiles it: the nearest `hops` addresses of the chain are proxies.
 */
function fastifyTrustProxy(setting: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/** The one HTTP process: GraphQL, the legacy REST contract, the test lists and both web apps. */
export async function buildServer(container: Container): Promise<FastifyInstance> {
  const { config } = container;
  const app = Fastify({
    loggerInstance: container.logger as FastifyBaseLogger,
    // Fastify logs two lines per request at info; this is one, at info in production only, at debug otherwise.
    logController: new RequestLogController(requestLogLevel(config.env)),
    bodyLimit: 1024 * 1024,
    // The id of every log line of a request, in its answer's X-Request-Id header and in error answers.
    genReqId: requestIdOf,
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
    // request.ip (rate limits, logs) is the client's address only when TRUST_PROXY says which proxies to believe.
    trustProxy: fastifyTrustProxy(config.edge.trustProxy),
    schemaController: strictBodyValidation,
  });
  registerRequestIdHeader(app);
  if (container.metrics) registerHttpMetrics(app, container.metrics);
  // First of all hooks but the id: a request for a host this server is not known by (DNS rebinding) goes no further.
  registerHostAllowList(app, { publicOrigin: config.publicOrigin, allowedHosts: config.edge.allowedHosts });
  // Answers { error: { code, message, requestId } } for what the root routes throw (each API scope words its own answers).
  app.setErrorHandler(answerHttpError);

  const emulatorOrigin = emulatorBrowserUrl(config.firebase);
  const stripe = config.payments.gateway === 'stripe';
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://apis.google.com', ...(stripe ? stripeOrigins.script : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: [
          "'self'",
          'https://identitytoolkit.googleapis.com',
          'https://securetoken.googleapis.com',
          ...(emulatorOrigin ? [emulatorOrigin] : []),
          ...(stripe ? ['https://api.stripe.com'] : []),
        ],
        frameSrc: [
          `https://${config.firebase.authDomain}`,
          ...(emulatorOrigin ? [emulatorOrigin] : []),
          ...(stripe ? stripeOrigins.frame : []),
        ],
        upgradeInsecureRequests: null,
      },
    },
    // Google sign-in popups talk back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  // In this order: the identity hook verifies the token, the rate limiter counts per verified user (else per IP),
  // then the text guard refuses what the database cannot store, before any handler runs.
  registerVerifiedIdentity(app, container.tokens);
  await registerRateLimits(app, {
    ...config.edge.rateLimit,
    // The limits guard the APIs and the data files; a page load fetches a dozen static files, and a visitor
    // browsing the public pages must not run into them.
    isExempt: (request) => request.method === 'GET' && isWebAppFile(request.url.split('?')[0] ?? '/'),
    // Shared by every replica when Redis is configured; in this process otherwise (embedded mode).
    redis: config.redisUrl
      ? {
          url: config.redisUrl,
          keyPrefix: config.redisKeyPrefix,
          commandTimeoutMs: config.scheduling.redisCommandTimeoutMs,
        }
      : null,
  });
  registerUnstorableTextGuard(app);

  const readiness = createReadinessProbe({
    database: () => container.persistence.health(),
    redisUrl: config.redisUrl,
    timeoutMs: config.edge.healthCheckTimeoutMs,
    log: app.log,
    isStopping: () => container.lifecycle.stopping,
  });
  container.metrics?.watchReadiness(() => readiness.check());
  await registerHealthRoutes(app, readiness);

  app.get('/app-config.json', async () => ({
    firebase: {
      apiKey: config.firebase.apiKey,
      authDomain: config.firebase.authDomain,
      projectId: config.firebase.projectId,
    },
    authEmulatorUrl: emulatorOrigin,
    paymentGateway: config.payments.gateway,
  }));

  // The explorer is built with the candidate app (web/candidate/graphql-explorer.html) and served from its dist.
  const explorerFile = 'graphql-explorer.html';
  const explorer = existsSync(join(config.webCandidateDist, explorerFile))
    ? { root: config.webCandidateDist, file: explorerFile }
    : null;
  await registerGraphql(app, container, {
    limits: config.edge.graphql,
    readiness,
    explorer,
    metrics: container.metrics,
  });
  await registerRestV1(app, container);
  if (container.simulatedGateway) {
    await registerSimulatedGatewayRoutes(app, container.simulatedGateway);
    // Its events take the path Stripe's take: a signed POST to the webhook route, through the whole HTTP stack.
    container.simulatedGateway.deliverEventsTo(async (rawBody, signature) => {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/api/payment/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: rawBody,
      });
      if (response.statusCode >= 300) throw new Error(`webhook answered ${response.statusCode}: ${response.body}`);
    });
  }
  await registerTestLists(app, container);
  await registerWebApps(app, {
    candidateDist: config.webCandidateDist,
    tutorDist: config.webTutorDist,
    isApiPath,
    preconnect: [emulatorOrigin ?? 'https://identitytoolkit.googleapis.com'],
    log: app.log,
  });
  return app;
}
