import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { toHttpError } from './error-mapping.ts';
import { loggableUrl, RequestLogController, type RequestLogLevel, requestLogLevel } from './request-log.ts';

async function appLogging(level: RequestLogLevel, loggerLevel: string) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({
    loggerInstance: pino({ level: loggerLevel }, sink),
    logController: new RequestLogController(level),
  });
  app.setErrorHandler((error, request, reply) => {
    const { statusCode, body } = toHttpError(error, request.log);
    return reply.code(statusCode).send(body);
  });
  app.post('/v1/api/answer', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('could not store the answer', { cause: new Error('connection reset by the database') });
  });
  await app.ready();
  return { app, lines };
}

describe('request log', () => {
  it('writes one line per request with method, URL, status and time; no token, no body, no query secret', async () => {
    const { app, lines } = await appLogging('info', 'info');
    await app.inject({
      method: 'POST',
      url: '/v1/api/answer?userId=u1&token=s3cret-token',
      headers: { authorization: 'Bearer eyJ.secret-id-token', 'content-type': 'application/json' },
      payload: { answer: 'My private essay' },
    });

    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'POST',
      url: '/v1/api/answer?userId=u1&token=redacted',
      status: 200,
    });
    expect(typeof lines[0]?.ms).toBe('number');
    const logged = JSON.stringify(lines);
    for (const secret of ['s3cret-token', 'secret-id-token', 'My private essay']) expect(logged).not.toContain(secret);
  });

  it('says nothing at info when requests are logged at debug (development)', async () => {
    const { app, lines } = await appLogging('debug', 'info');
    await app.inject({ method: 'POST', url: '/v1/api/answer', payload: {} });
    expect(lines).toEqual([]);
  });

  it('logs an unexpected error with its cause', async () => {
    const { app, lines } = await appLogging('debug', 'info');
    const response = await app.inject({ method: 'GET', url: '/broken' });
    expect(response.statusCode).toBe(500);
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines[0])).toContain('connection reset by the database');
  });

  it('logs requests at info in production only', () => {
    expect(requestLogLevel('production')).toBe('info');
    expect(requestLogLevel('development')).toBe('debug');
    expect(requestLogLevel('test')).toBe('debug');
  });

  it('keeps the names of query parameters and hides the values of those that may be secrets', () => {
    expect(loggableUrl('/ieltsacademic.json')).toBe('/ieltsacademic.json');
    expect(loggableUrl('/v1/api/x?apiKey=k&session_id=s&page=2')).toBe(
      '/v1/api/x?apiKey=redacted&session_id=redacted&page=2',
    );
  });
});
