import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { answerHttpError } from './error-mapping.ts';
import { registerRequestIdHeader, requestIdOf } from './request-id.ts';
import { RequestLogController } from './request-log.ts';

async function appWithIds() {
  const lines: { reqId?: string; msg?: string }[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({
    loggerInstance: pino({ level: 'info' }, sink) as FastifyBaseLogger,
    logController: new RequestLogController('info'),
    genReqId: requestIdOf,
    requestIdHeader: false,
  });
  registerRequestIdHeader(app);
  app.setErrorHandler(answerHttpError);
  app.get('/fine', async () => ({ ok: true }));
  app.get('/refused', async () => {
    throw new DomainError('CONFLICT', 'ALREADY_SUBMITTED', 'This test is already submitted.');
  });
  await app.ready();
  return { app, lines };
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('names each request in its answer header and its log line, a new id per request', async () => {
    const { app, lines } = await appWithIds();
    const first = await app.inject({ method: 'GET', url: '/fine' });
    const second = await app.inject({ method: 'GET', url: '/fine' });

    const ids = [first.headers['x-request-id'], second.headers['x-request-id']];
    expect(ids[0]).toMatch(uuid);
    expect(ids[1]).toMatch(uuid);
    expect(ids[0]).not.toBe(ids[1]);
    expect(lines.filter((line) => line.msg === 'request').map((line) => line.reqId)).toEqual(ids);
  });

  it('gives an error answer the id in its body too, the one its log line and header carry', async () => {
    const { app, lines } = await appWithIds();
    const answer = await app.inject({ method: 'GET', url: '/refused' });

    const requestId = answer.headers['x-request-id'];
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      error: { code: 'CONFLICT', message: 'This test is already submitted.', reason: 'ALREADY_SUBMITTED', requestId },
    });
    expect(lines.find((line) => line.msg === 'request')?.reqId).toBe(requestId);
  });

  it("keeps a proxy's id when it looks like one, and replaces anything that could forge a log line", async () => {
    const { app } = await appWithIds();
    const idOf = async (given: string) =>
      (await app.inject({ method: 'GET', url: '/fine', headers: { 'x-request-id': given } })).headers['x-request-id'];

    expect(await idOf('lb-7f3a9c01.trace:42')).toBe('lb-7f3a9c01.trace:42');
    for (const forged of ['short', 'two words here', 'x'.repeat(129), 'id"}{"level":60']) {
      expect(await idOf(forged)).toMatch(uuid);
    }
  });
});
