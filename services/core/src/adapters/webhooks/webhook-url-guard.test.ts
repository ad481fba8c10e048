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

  // IPv6 forms that carry an IPv4 address: IPv4-compatible (::a.b.c.d, deprecated), IPv4-mapped (::ffff:a.b.c.d),
  // IPv4-translated (::ffff:0:a.b.c.d), NAT64 (64:ff9b::/96 and the local-use 64:ff9b:1::/48), 6to4 (2002:AABB:CCDD::)
  // and Teredo (2001:0::/32, the client's address inverted in the last 32 bits). The URL parser writes them in hex.
  it.each([
    'http://[::127.0.0.1]/',
    'http://[::7f00:1]/',
    'http://[::10.0.0.1]:8080/',
    'http://[::a9fe:a9fe]/',
    'http://[::8.8.8.8]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[0:0:0:0:0:ffff:7f00:1]/',
    'http://[::ffff:192.168.1.1]/',
    'http://[::ffff:0:127.0.0.1]/',
    'http://[64:ff9b::127.0.0.1]/',
    'http://[64:ff9b::a00:1]/',
    'http://[64:ff9b::169.254.169.254]/',
    'http://[64:ff9b:1::10.0.0.1]/',
    'http://[2002:7f00:1::1]/',
    'http://[2002:a00:1::]/',
    'http://[2002:c0a8:101::1]/',
    'http://[2002:a9fe:a9fe::1]/',
    'http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/', // Teredo, client 127.0.0.1
  ])('refuses the IPv4-embedding IPv6 form %s (of a private address, or IPv4-compatible at all)', async (url) => {
    expect(await refusal(url)).toMatch(/loopback, private or link-local/);
  });

  it('refuses the same forms as resolved addresses, all of NAT64, and lets a public 6to4 address through', async () => {
    expect(isPrivateAddress('::7f00:1')).toBe(true);
    expect(isPrivateAddress('::ffff:7f00:1')).toBe(true);
    expect(isPrivateAddress('64:ff9b::c0a8:101')).toBe(true);
    expect(isPrivateAddress('2002:a00:1::')).toBe(true);
    expect(isPrivateAddress('64:ff9b::808:808')).toBe(true);
    expect(isPrivateAddress('2002:808:808::1')).toBe(false);
    expect(isPrivateAddress('2001:0:4136:e378:8000:63bf:f7f7:f7f7')).toBe(false); // Teredo, client 8.8.8.8
    expect(isPrivateAddress('fe80::1%eth0')).toBe(true);
    expect(await refusal('http://[2002:808:808::1]/')).toBe('accepted');
  });

  it('classifies addresses', () => {
    expect(isPrivateAddress('8.8.8.8')).toBe(false);
    expect(isPrivateAddress('2606:4700::1111')).toBe(false);
    expect(isPrivateAddress('100.64.0.1')).toBe(true);
    expect(isPrivateAddress('not-an-address')).toBe(true);
  });
});
