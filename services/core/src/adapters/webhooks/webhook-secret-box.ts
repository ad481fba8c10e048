import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { WebhookSecretBox } from '../../application/webhook/ports.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';

// Signing needs the secret itself, so unlike an API key it cannot be kept as a hash: it is sealed with AES-256-GCM
// under WEBHOOK_SECRET_KEY, so a copy of the database (a backup, a read replica) does not let anyone sign webhooks.
// Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url); the version leaves room for a key rotation.

const prefix = 'whsec_';

/** Production without WEBHOOK_SECRET_KEY: nothing can be sealed or opened, and registering says why. */
const noKey = (): never => {
  throw new DomainError('CONFLICT', 'WEBHOOKS_OFF', 'Webhooks are off on this server: WEBHOOK_SECRET_KEY is not set.');
};

export function createWebhookSecretBox(key: Buffer | null): WebhookSecretBox {
  if (key === null) return { newSecret: noKey, seal: noKey, open: noKey };
  if (key.length !== 32) throw new Error('The webhook secret key must be 32 bytes.');
  return {
    newSecret: () => `${prefix}${randomBytes(32).toString('base64url')}`,
    seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || !data) throw new Error('A webhook secret is stored in an unknown form.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
