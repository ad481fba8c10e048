import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { WebhookUrlGuard } from '../../application/webhook/ports.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';

// The SSRF guard: a webhook is a request the server makes to a URL an admin typed, so without it an endpoint could
// aim the server at its own loopback services, the private network or a cloud metadata address (169.254.169.254).
// Checked at registration and again at each delivery (on the address actually connected to, see the sender), so a
// name that later resolves somewhere private is refused too.

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64 of any IPv4 address
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** True for an address webhooks may not be sent to: loopback, private, link-local, reserved. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  // An IPv4-mapped IPv6 address (::ffff:127.0.0.1) reaches the IPv4 host it names.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return blocked.check(mapped[1], 'ipv4');
  return blocked.check(address, 'ipv6');
}

export type ResolveHost = (host: string) => Promise<string[]>;

export const resolveWithDns: ResolveHost = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/** The addresses of a URL's host (the literal itself for an IP), each checked; throws naming the first refused one. */
export async function allowedAddresses(
  host: string,
  options: { allowPrivate: boolean; resolve: ResolveHost },
): Promise<string[]> {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  let addresses: string[];
  if (isIP(bare)) {
    addresses = [bare];
  } else {
    try {
      addresses = await options.resolve(bare);
    } catch {
      throw new DomainError('BAD_USER_INPUT', `The host ${bare} of this webhook URL does not resolve.`);
    }
  }
  if (addresses.length === 0) throw new DomainError('BAD_USER_INPUT', `The host ${bare} has no address.`);
  if (!options.allowPrivate) {
    const refused = addresses.find(isPrivateAddress);
    if (refused !== undefined) {
      throw new DomainError(
        'BAD_USER_INPUT',
        `Webhooks are not sent to loopback, private or link-local addresses (${bare} is ${refused}).`,
      );
    }
  }
  return addresses;
}

/** The guard the register use case asks; `allowPrivate` is WEBHOOK_ALLOW_PRIVATE_HOSTS. */
export function createWebhookUrlGuard(options: { allowPrivate: boolean; resolve?: ResolveHost }): WebhookUrlGuard {
  const resolve = options.resolve ?? resolveWithDns;
  return {
    async check(url) {
      if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new DomainError('BAD_USER_INPUT', 'A webhook URL starts with https:// (or http://).');
      }
      await allowedAddresses(url.hostname, { allowPrivate: options.allowPrivate, resolve });
    },
  };
}
