import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

export type RequestLogLevel = 'info' | 'debug';

// Query parameters whose values may be credentials: their names stay in the log, their values do not.
const secretParameter = /token|key|secret|password|auth|code|session|signature|sig$/i;

/** One line per request in production; at debug elsewhere, so a page load in development prints nothing. */
export function requestLogLevel(env: 'development' | 'test' | 'production'): RequestLogLevel {
  return env === 'production' ? 'info' : 'debug';
}

/** The request's path and query, with the values of parameters that may carry secrets replaced. */
export function loggableUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const query = new URLSearchParams(url.slice(queryAt + 1));
  for (const name of new Set(query.keys())) {
    if (secretParameter.test(name)) query.set(name, 'redacted');
  }
  return `${url.slice(0, queryAt)}?${query.toString()}`;
}

const lineOf = (request: FastifyRequest, reply: FastifyReply) => ({
  method: request.method,
  url: loggableUrl(request.url),
  status: reply.statusCode,
  ms: Math.round(reply.elapsedTime * 10) / 10,
});

/**
 * Fastify's request logging, as one line per request once it is answered: method, URL (secrets out), status and
 * milliseconds, at `level`. Never headers (tokens) nor bodies (answers). Errors keep their own line, with the error
 * and its causes.
 */
export class RequestLogController extends LogController {
  readonly #level: RequestLogLevel;

  constructor(level: RequestLogLevel) {
    super();
    this.#level = level;
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ ...lineOf(request, reply), err: error }, 'request errored');
    else reply.log[this.#level](lineOf(request, reply), 'request');
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode >= 500) reply.log.error({ ...lineOf(request, reply), err: error }, error.message);
  }

  // The request line already says 404.
  override routeNotFound(): void {}
}
