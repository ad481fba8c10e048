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
  ['::', 96], // IPv4-compatible (::a.b.c.d, deprecated), :: and ::1 included
  ['64:ff9b::', 96], // NAT64 of any IPv4 address
  ['64:ff9b:1::', 48], // NAT64 for local use (RFC 8215)
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part counts as two); null when malformed. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<number>(halves.length === 1 ? 0 : missing).fill(0), ...tail];
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}

const ipv4Of = (high: number, low: number): string => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/**
 * The IPv4 addresses an IPv6 address leads to: IPv4-mapped (::ffff:a.b.c.d) and IPv4-translated
 * (::ffff:0:a.b.c.d) name the host itself, 6to4 (2002:AABB:CCDD::/48) its relay's far end, Teredo (2001:0::/32)
 * its server and its client (the client's address inverted).
 */
function embeddedIpv4(groups: number[]): string[] {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [number, number, number, number, number, number, number, number];
  const zeros = (...values: number[]) => values.every((value) => value === 0);
  if (zeros(g0, g1, g2, g3, g4) && g5 === 0xffff) return [ipv4Of(g6, g7)];
  if (zeros(g0, g1, g2, g3, g5) && g4 === 0xffff) return [ipv4Of(g6, g7)];
  if (g0 === 0x2002) return [ipv4Of(g1, g2)];
  if (g0 === 0x2001 && g1 === 0) return [ipv4Of(g2, g3), ipv4Of(g6 ^ 0xffff, g7 ^ 0xffff)];
  return [];
}

/** True for an address webhooks may not be sent to: loopback, private, link-local, reserved. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  const groups = ipv6Groups(address.split('%')[0] ?? '');
  if (!groups) return true;
  // An IPv6 form carrying an IPv4 address (::ffff:7f00:1, 2002:7f00:1::) reaches, or is routed by, the IPv4 host.
  if (embeddedIpv4(groups).some((ipv4) => blocked.check(ipv4, 'ipv4'))) return true;
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
      throw new DomainError(
        'BAD_USER_INPUT',
        'WEBHOOK_URL_REFUSED',
        `The host ${bare} of this webhook URL does not resolve.`,
      );
    }
  }
  if (addresses.length === 0)
    throw new DomainError('BAD_USER_INPUT', 'WEBHOOK_URL_REFUSED', `The host ${bare} has no address.`);
  if (!options.allowPrivate) {
    const refused = addresses.find(isPrivateAddress);
    if (refused !== undefined) {
      throw new DomainError(
        'BAD_USER_INPUT',
        'WEBHOOK_URL_REFUSED',
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
        throw new DomainError(
          'BAD_USER_INPUT',
          'WEBHOOK_URL_REFUSED',
          'A webhook URL starts with https:// (or http://).',
        );
      }
      await allowedAddresses(url.hostname, { allowPrivate: options.allowPrivate, resolve });
    },
  };
}
