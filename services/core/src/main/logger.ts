import type { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from './config.ts';

// The request line's fields (adapters/http/request-log.ts), folded into its text in the readable format; a person
// reading along needs no request id.
const requestFields = ['method', 'url', 'status', 'ms'] as const;

/** A log record's text for a person: a request as 'GET /graphql 200 12.3 ms', anything else as its message. */
export function readableMessage(log: Record<string, unknown>, messageKey: string): string {
  const message = String(log[messageKey] ?? '');
  if (typeof log.method !== 'string') return message;
  const line = `${log.method} ${String(log.url)} ${String(log.status)} ${String(log.ms)} ms`;
  return message === 'request' ? line : `${line}: ${message}`;
}

/** The readable format: time, level and one line; an error follows with its stack and its causes' (pino adds them). */
export function readableStream(options: { colorize: boolean; destination?: Writable }) {
  return pretty({
    colorize: options.colorize,
    translateTime: 'SYS:HH:MM:ss',
    ignore: ['pid', 'hostname', 'reqId', ...requestFields].join(','),
    messageFormat: (log, messageKey) => readableMessage(log, messageKey),
    // Written at once, so the lines keep their order with the start banner and none is lost at exit.
    sync: true,
    ...(options.destination ? { destination: options.destination } : {}),
  });
}

/** The process's logger: LOG_LEVEL, and LOG_FORMAT's readable lines or JSON objects; credentials never logged. */
export function createLogger(config: Pick<Config, 'logLevel' | 'logFormat'>): Logger {
  const options = {
    level: config.logLevel,
    // Request lines carry no headers; should a header ever be logged, its secrets are not.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'],
  };
  if (config.logFormat === 'json') return pino(options);
  return pino(options, readableStream({ colorize: process.stdout.isTTY === true }));
}
