import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const base = { NODE_ENV: 'test', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' } as const;

describe('mail settings', () => {
  it('without SMTP_URL keep mails in the outbox, with the stated defaults', () => {
    expect(loadConfig({ ...base }).mail).toEqual({
      smtpUrl: null,
      from: 'Writing Mock Tests <no-reply@mocktest.invalid>',
      sendTimeoutMs: 20_000,
      relayIntervalSeconds: 5,
      batchSize: 50,
      maxTries: 5,
      retryBaseSeconds: 30,
      retryMaxSeconds: 3_600,
      claimLeaseSeconds: 120,
    });
    expect(loadConfig({ ...base, SMTP_URL: ' ' }).mail.smtpUrl).toBeNull();
  });

  it('take an smtp:// or smtps:// URL and a sender with or without a name', () => {
    const config = loadConfig({
      ...base,
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      MAIL_FROM: 'support@example.com',
      MAIL_MAX_TRIES: '3',
    });
    expect(config.mail).toMatchObject({
      smtpUrl: 'smtps://user:secret@mail.example.com:465',
      from: 'support@example.com',
      maxTries: 3,
    });
  });

  it('refuse what cannot work, naming the setting', () => {
    expect(() => loadConfig({ ...base, SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL: expected smtp:\/\//);
    expect(() => loadConfig({ ...base, SMTP_URL: 'mail.example.com:25' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ...base, MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM: expected an address/);
    expect(() => loadConfig({ ...base, MAIL_MAX_TRIES: '0' })).toThrow(/MAIL_MAX_TRIES/);
    expect(() => loadConfig({ ...base, MAIL_RETRY_BASE_SECONDS: '600', MAIL_RETRY_MAX_SECONDS: '60' })).toThrow(
      'MAIL_RETRY_MAX_SECONDS (60) is below MAIL_RETRY_BASE_SECONDS (600)',
    );
  });
});
