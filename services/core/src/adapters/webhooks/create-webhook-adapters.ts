import type { Clock } from '../../application/shared/ports.ts';
import type { WebhookPorts } from '../../application/webhook/ports.ts';
import type { WebhookRelayDeps } from '../../application/webhook/relay-webhooks.use-case.ts';
import { createHttpWebhookSender } from './http-webhook-sender.ts';
import { createWebhookSecretBox } from './webhook-secret-box.ts';
import { createWebhookUrlGuard, type ResolveHost } from './webhook-url-guard.ts';

export type WebhookAdapterSettings = {
  allowPrivateHosts: boolean;
  secretKey: Buffer | null;
  timeoutMs: number;
  retryForMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
};

/** The webhook adapters that hold no database: the URL guard, the secret box, the HTTP sender. */
export function createWebhookAdapters(
  settings: WebhookAdapterSettings,
  clock: Clock,
  resolve?: ResolveHost,
): {
  forUseCases: Pick<WebhookPorts, 'urlGuard' | 'secrets' | 'settings'>;
  forRelay: Pick<WebhookRelayDeps, 'secrets' | 'sender'>;
} {
  const secrets = createWebhookSecretBox(settings.secretKey);
  const allowPrivate = settings.allowPrivateHosts;
  return {
    forUseCases: {
      urlGuard: createWebhookUrlGuard({ allowPrivate, ...(resolve ? { resolve } : {}) }),
      secrets,
      settings: {
        retryForMs: settings.retryForMs,
        retryBaseMs: settings.retryBaseMs,
        retryMaxMs: settings.retryMaxMs,
      },
    },
    forRelay: {
      secrets,
      sender: createHttpWebhookSender({
        timeoutMs: settings.timeoutMs,
        allowPrivate,
        clock,
        ...(resolve ? { resolve } : {}),
      }),
    },
  };
}
