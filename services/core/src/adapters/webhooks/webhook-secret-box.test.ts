import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createWebhookSecretBox } from './webhook-secret-box.ts';

describe('webhook secret box', () => {
  it('seals a new secret so the stored form reveals nothing, and opens it again with the same key only', () => {
    const key = randomBytes(32);
    const box = createWebhookSecretBox(key);
    const secret = box.newSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const sealed = box.seal(secret);
    expect(sealed).not.toContain(secret.slice(6));
    expect(box.open(sealed)).toBe(secret);
    expect(() => createWebhookSecretBox(randomBytes(32)).open(sealed)).toThrow();
  });
});

describe('webhook secret box without a key (production without WEBHOOK_SECRET_KEY)', () => {
  it('refuses to make a secret, saying which setting is missing', () => {
    const box = createWebhookSecretBox(null);
    expect(() => box.newSecret()).toThrow(/WEBHOOK_SECRET_KEY is not set/);
  });
});
