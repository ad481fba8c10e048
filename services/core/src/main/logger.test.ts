import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { RequestLogController } from '../adapters/http/request-log.ts';
import { readableMessage, readableStream } from './logger.ts';

async function readableLines(requests: (app: ReturnType<typeof Fastify>) => Promise<unknown>) {
  let text = '';
  const destination = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  const app = Fastify({
    loggerInstance: pino({ level: 'info' }, readableStream({ colorize: false, destination })),
    logController: new RequestLogController('info'),
  });
  app.get('/ieltsacademic.json', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('could not store the answer', { cause: new Error('connection reset by the database') });
  });
  await app.ready();
  await requests(app);
  await app.close();
  return text.split('\n').filter((line) => line !== '');
}

describe('readable log format', () => {
  it('writes one line per request: time, level, method, URL, status and milliseconds', async () => {
    const lines = await readableLines((app) => app.inject({ method: 'GET', url: '/ieltsacademic.json?token=t0p' }));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/ieltsacademic\.json\?token=redacted 200 [\d.]+ ms$/);
  });

  it('follows a failed request with its error and the error it was caused by', async () => {
    const lines = await readableLines((app) => app.inject({ method: 'GET', url: '/broken' }));
    expect(lines[0]).toMatch(/ERROR: GET \/broken 500 [\d.]+ ms: could not store the answer$/);
    expect(lines.join('\n')).toContain('connection reset by the database');
  });

  it('keeps a message that is not a request as it is', () => {
    expect(readableMessage({ msg: 'Question bank: 120 mock tests loaded.' }, 'msg')).toBe(
      'Question bank: 120 mock tests loaded.',
    );
  });
});
