import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type HeaderChange = { set: [name: string, value: string] } | { remove: string };

/**
 * Helmet's headers (the CSP among them) on every answer. The middleware is built once: the Fastify wrapper built it
 * again for each request, parsing the CSP's directives each time, about 3% of the server's CPU under the bench's
 * load for headers that never change while the process runs. For the same reason helmet runs once, at start, and
 * each answer gets the headers it wrote then, in the same order (its dozen middlewares per request were another 1 to
 * 2%); only a CSP directive computed per request (a function) keeps helmet running for each request.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const applyHeaders = helmet(options);
  const changes = hasPerRequestDirective(options) ? null : recordedChanges(applyHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    if (!changes) return applyHeaders(request.raw, reply.raw, () => done());
    const response = reply.raw;
    for (const change of changes) {
      if ('set' in change) response.setHeader(change.set[0], change.set[1]);
      else response.removeHeader(change.remove);
    }
    done();
  });
}

/** What the middleware does to an answer, recorded once. */
function recordedChanges(applyHeaders: ReturnType<typeof helmet>): HeaderChange[] {
  const changes: HeaderChange[] = [];
  const recorder = {
    setHeader(name: string, value: string) {
      changes.push({ set: [name, value] });
    },
    removeHeader(name: string) {
      changes.push({ remove: name });
    },
  } as unknown as ServerResponse;
  let finished = false;
  applyHeaders({} as never, recorder, () => {
    finished = true;
  });
  if (!finished) throw new Error('The security headers could not be computed at start.');
  return changes;
}

function hasPerRequestDirective(options: HelmetOptions): boolean {
  const csp = options.contentSecurityPolicy;
  if (!csp || typeof csp !== 'object') return false;
  return Object.values(csp.directives ?? {}).some((value) =>
    Array.isArray(value) ? value.some((item) => typeof item === 'function') : typeof value === 'function',
  );
}
