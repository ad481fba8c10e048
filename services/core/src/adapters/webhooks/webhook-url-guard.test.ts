import { describe, expect, it } from 'vitest';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { createWebhookUrlGuard, isPrivateAddress } from './webhook-url-guard.ts';

// Production mode (WEBHOOK_ALLOW_PRIVATE_HOSTS false): loopback, private, link-local and metadata addresses refused,
// as literals and as names resolving there.

const names: Record<string, string[]> = {
  'receiver.example': ['93.184.215.14'],
  'sneaky.example': ['127.0.0.1'],
  'half-private.example': ['93.184.215.14', '10.1.2.3'],
  'metadata.example': ['169.254.169.254'],
  'v6-loopback.example': ['::1'],
};
const resolve = async (host: string) => {
  const found = names[host];
  if (!found) throw new Error(`ENOTFOUND ${host}`);
  return found;
};
const production = createWebhookUrlGuard({ allowPrivate: false, resolve });
const development = createWebhookUrlGuard({ allowPrivate: true, resolve });

async function refusal(url: string, guard = production): Promise<string> {
  try {
    await guard.check(new URL(url));
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('BAD_USER_INPUT');
    return (error as DomainError).message;
  }
  return 'accepted';
}

describe('webhook URL guard', () => {
  it.each([
    'http://127.0.0.1:8080/hook',
    'http://127.5.6.7/hook',
    'https://10.0.0.1/hook',
    'https://10.255.255.254/hook',
    'http://169.254.169.254/latest/meta-data/',
    'http://172.16.0.1/',
    'http://172.31.255.255/',
    'http://192.168.1.10/',
    'http://0.0.0.0/',
    'http://[::1]/',
    'http://[fc00::1]/',
    'http://[fd12:3456::1]/',
    'http://[fe80::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:a9fe:a9fe]/',
  ])('refuses %s in production mode', async (url) => {
    expect(await refusal(url)).toMatch(/loopback, private or link-local/);
  });

  it('refuses a name resolving to loopback, to the metadata address, or to a private address among public ones', async () => {
    expect(await refusal('https://sneaky.example/hook')).toMatch(/sneaky\.example is 127\.0\.0\.1/);
    expect(await refusal('https://metadata.example/hook')).toMatch(/169\.254\.169\.254/);
    expect(await refusal('https://half-private.example/hook')).toMatch(/10\.1\.2\.3/);
    expect(await refusal('https://v6-loopback.example/hook')).toMatch(/::1/);
  });

  it('refuses the real name localhost (resolved by the system) in production mode', async () => {
    const guard = createWebhookUrlGuard({ allowPrivate: false });
    expect(await refusal('http://localhost:9/hook', guard)).toMatch(/loopback, private or link-local/);
  });

  it('accepts public addresses and names, and refuses a name that does not resolve', async () => {
    expect(await refusal('https://receiver.example/hook')).toBe('accepted');
    expect(await refusal('https://93.184.215.14/hook')).toBe('accepted');
    expect(await refusal('https://172.32.0.1/hook')).toBe('accepted');
    expect(await refusal('https://nowhere.example/hook')).toMatch(/does not resolve/);
  });

  it('lets loopback and private hosts through when WEBHOOK_ALLOW_PRIVATE_HOSTS allows them (development, tests)', async () => {
    expect(await refusal('http://127.0.0.1:8080/hook', development)).toBe('accepted');
    expect(await refusal('https://sneaky.example/hook', development)).toBe('accepted');
  });

  it('refuses other schemes', async () => {
    expect(await refusal('ftp://receiver.example/')).toMatch(/https:\/\//);
  });

  it('classifies addresses', () => {
    expect(isPrivateAddress('8.8.8.8')).toBe(false);
    expect(isPrivateAddress('2606:4700::1111')).toBe(false);
    expect(isPrivateAddress('100.64.0.1')).toBe(true);
    expect(isPrivateAddress('not-an-address')).toBe(true);
  });
});
