import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers.ts';

describe('security headers', () => {
  it('sets the same CSP and hardening headers on every answer', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, {
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] } },
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    });
    app.get('/page', async () => 'hello');
    app.post('/graphql', async () => ({ data: null }));

    const answers = [
      await app.inject({ method: 'GET', url: '/page' }),
      await app.inject({ method: 'POST', url: '/graphql', payload: {} }),
      await app.inject({ method: 'GET', url: '/missing' }),
    ];
    for (const answer of answers) {
      expect(answer.headers['content-security-policy']).toContain("img-src 'self' data:");
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-powered-by']).toBeUndefined();
    }
    await app.close();
  });
});
