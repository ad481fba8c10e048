import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Clock } from '../../application/shared/ports.ts';
import type { SendResult, WebhookSender } from '../../application/webhook/ports.ts';
import { eventIdHeader, eventTypeHeader, signatureHeader, webhookSignature } from './webhook-signature.ts';
import { allowedAddresses, type ResolveHost, resolveWithDns } from './webhook-url-guard.ts';

/**
 * POSTs deliveries with node:http(s). The connection's own DNS lookup goes through the URL guard, so the address
 * checked is the address connected to (a name re-pointed at 127.0.0.1 after registration is refused at delivery).
 * Each POST is bounded by `timeoutMs` from start to the last byte of the answer; redirects are not followed.
 */
export function createHttpWebhookSender(options: {
  timeoutMs: number;
  allowPrivate: boolean;
  clock: Clock;
  resolve?: ResolveHost;
  userAgent?: string;
}): WebhookSender {
  const resolve = options.resolve ?? resolveWithDns;
  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    allowedAddresses(hostname, { allowPrivate: options.allowPrivate, resolve }).then(
      (addresses) => {
        const entries = addresses.map((address) => ({ address, family: isIP(address) }));
        if (lookupOptions.all) callback(null, entries);
        else callback(null, entries[0]?.address ?? '', entries[0]?.family ?? 4);
      },
      (error: Error) => callback(Object.assign(error, { code: 'EWEBHOOKBLOCKED' }), '', 4),
    );
  };
  return {
    async send({ url, secret, eventId, eventType, body }) {
      const target = new URL(url);
      // An IP literal never reaches `lookup` (Node connects to it directly), so it is checked here.
      const literal = target.hostname.replace(/^\[|\]$/g, '');
      if (isIP(literal)) {
        try {
          await allowedAddresses(literal, { allowPrivate: options.allowPrivate, resolve });
        } catch (error) {
          return { ok: false, statusCode: null, error: (error as Error).message };
        }
      }
      const timestamp = Math.floor(options.clock.now().getTime() / 1000);
      const requestOptions: RequestOptions = {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': options.userAgent ?? 'mocktest-webhooks/1',
          [eventIdHeader]: eventId,
          [eventTypeHeader]: eventType,
          'webhook-timestamp': String(timestamp),
          [signatureHeader]: webhookSignature(secret, timestamp, body),
        },
        lookup,
        agent: false,
      };
      return new Promise<SendResult>((resolvePromise) => {
        let settled = false;
        const settle = (result: SendResult) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolvePromise(result);
        };
        const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
        const req = send(target, requestOptions, (res) => {
          const statusCode = res.statusCode ?? 0;
          // The answer's body is not needed; it is read (and dropped) so the socket closes cleanly.
          res.on('data', () => undefined);
          res.on('end', () =>
            settle(
              statusCode >= 200 && statusCode < 300
                ? { ok: true, statusCode }
                : { ok: false, statusCode, error: `The receiver answered ${statusCode}.` },
            ),
          );
          res.on('error', (error) => settle({ ok: false, statusCode, error: error.message }));
        });
        const timer = setTimeout(() => {
          settle({ ok: false, statusCode: null, error: `No answer within ${options.timeoutMs} ms.` });
          req.destroy();
        }, options.timeoutMs);
        req.on('error', (error) => settle({ ok: false, statusCode: null, error: error.message }));
        req.end(body);
      });
    },
  };
}
