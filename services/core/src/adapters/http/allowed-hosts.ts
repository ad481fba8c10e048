import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { errorAnswer } from './error-mapping.ts';

// DNS rebinding: a page on evil.example whose name is made to resolve to 127.0.0.1 reaches a developer's local
// instance as "same origin", and its requests carry `Host: evil.example`. Answering only the names this server is
// known by (loopback, PUBLIC_ORIGIN's host, ALLOWED_HOSTS) stops that before any route, identity check or handler
// runs. The port is not compared: the name is what an attacker controls.

/** The names every instance answers, whatever the port: the ones a developer and the tools use. */
export const loopbackHostNames = ['127.0.0.1', 'localhost', '[::1]'] as const;

/** A Host header's shape: a name, an IPv4 address or a bracketed IPv6 address, then an optional port. */
const hostHeaderShape = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._-]+)(:\d{1,5})?$/;

/**
 * The host name of a Host header (or an ALLOWED_HOSTS entry) as compared: lower case, no port, no trailing dot, an
 * IPv6 address in brackets in its shortest form (`[0:0::1]` is `[::1]`); null when it is no host at all.
 */
export function normalizedHostName(value: string): string | null {
  const text = value.trim();
  const bareIpv6 = isIP(text) === 6 ? `[${text}]` : text;
  if (!hostHeaderShape.test(bareIpv6)) return null;
  try {
    const { hostname } = new URL(`http://${bareIpv6}/`);
    const name = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
    return name === '' ? null : name;
  } catch {
    return null;
  }
}

/** Host headers whose answer one server keeps at once (see registerHostAllowList). */
export const seenHostsLimit = 256;

export type HostAllowList = { anyHost: boolean; hosts: ReadonlySet<string> };

/** Loopback, PUBLIC_ORIGIN's host and the ALLOWED_HOSTS entries (`*`: any host). */
export function hostAllowList(options: { publicOrigin: string; allowedHosts: readonly string[] }): HostAllowList {
  const hosts = new Set<string>(loopbackHostNames);
  try {
    const { hostname } = new URL(options.publicOrigin);
    const name = normalizedHostName(hostname);
    if (name) hosts.add(name);
  } catch {
    // An origin that is no URL names no host; the loopback names still answer.
  }
  let anyHost = false;
  for (const entry of options.allowedHosts) {
    if (entry === '*') anyHost = true;
    const name = normalizedHostName(entry);
    if (name) hosts.add(name);
  }
  return { anyHost, hosts };
}

/** Whether a request with this Host header (X-Forwarded-Host from a trusted proxy) is answered. */
export function isAllowedHost(list: HostAllowList, hostHeader: string | undefined): boolean {
  if (list.anyHost) return true;
  if (!hostHeader) return false;
  const name = normalizedHostName(hostHeader);
  return name !== null && list.hosts.has(name);
}

/**
 * Refuses, first of all hooks, a request for a host this server is not known by: 421 Misdirected Request with
 * { error: { code: 'HOST_NOT_ALLOWED', message } }. The health probes answer only listed hosts too, so a health
 * checker asking by another name (a pod's address) is listed in ALLOWED_HOSTS.
 */
export function registerHostAllowList(
  app: FastifyInstance,
  options: { publicOrigin: string; allowedHosts: readonly string[] },
): void {
  const list = hostAllowList(options);
  // The answer for each Host header seen lately: the check parses the header as a URL, about 2% of a small call's CPU
  // under load, for the same one or two names on nearly every request. Bounded, so a flood of made-up names costs no
  // more than the parse each.
  const seen = new Map<string, boolean>();
  const allowed = (host: string | undefined): boolean => {
    if (host === undefined) return isAllowedHost(list, host);
    let answer = seen.get(host);
    if (answer === undefined) {
      answer = isAllowedHost(list, host);
      if (seen.size >= seenHostsLimit) seen.clear();
      seen.set(host, answer);
    }
    return answer;
  };
  app.addHook('onRequest', async (request, reply) => {
    // request.host is X-Forwarded-Host when TRUST_PROXY trusts the sender, else the Host header.
    const host = request.host;
    if (allowed(host)) return;
    const shown = host ? JSON.stringify(host.slice(0, 100)) : 'no host';
    return reply
      .code(421)
      .header('cache-control', 'no-store')
      .send(
        errorAnswer(
          request,
          'HOST_NOT_ALLOWED',
          `This server does not answer requests for ${shown}: use its address (PUBLIC_ORIGIN), or add the name to ALLOWED_HOSTS.`,
        ),
      );
  });
}
