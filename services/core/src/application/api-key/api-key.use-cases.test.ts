import { beforeEach, describe, expect, it } from 'vitest';
import { buildProfile } from '../testing/builders.ts';
import { createInMemoryApiKeyDeps, type InMemoryApiKeyDeps } from '../testing/in-memory-api-keys.ts';
import { authenticateApiKey } from './authenticate-api-key.use-case.ts';
import { createApiKey } from './create-api-key.use-case.ts';
import { listApiKeys } from './list-api-keys.use-case.ts';
import { revokeApiKey } from './revoke-api-key.use-case.ts';

describe('API keys', () => {
  let deps: InMemoryApiKeyDeps;
  const owner = buildProfile({ role: 'tutor' });
  const other = buildProfile();

  beforeEach(() => {
    deps = createInMemoryApiKeyDeps({ expiryDays: 90 });
    deps.profiles.put(owner);
    deps.profiles.put(other);
  });

  const create = (overrides: { readOnly?: boolean; viaApiKey?: boolean } = {}) =>
    createApiKey(deps, { actor: owner, viaApiKey: false, name: 'Reporting', readOnly: false, ...overrides });

  it('shows the secret once and stores only its hash, with the expiry of the setting', async () => {
    const { key, secret } = await create();
    expect(secret.startsWith('mtk_')).toBe(true);
    expect(deps.apiKeys.storedHashes()).toEqual([`hashed(${secret})`]);
    expect(key.expiresAt.getTime() - key.createdAt.getTime()).toBe(90 * 86_400_000);
    const listed = await listApiKeys(deps, { actor: owner });
    expect(JSON.stringify(listed)).not.toContain(secret);
    expect(listed.map((k) => k.name)).toEqual(['Reporting']);
  });

  it('refuses to create a key from a call made with a key, saying a sign-in is needed', async () => {
    await expect(create({ viaApiKey: true })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringMatching(/cannot create API keys: sign in/),
    });
  });

  it('refuses a key beyond the per-user limit, naming it, and counts neither revoked nor expired keys', async () => {
    deps = createInMemoryApiKeyDeps({ maxActivePerUser: 2 });
    const first = await create();
    await create();
    await expect(create()).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/already have 2 active API keys/),
    });
    await revokeApiKey(deps, { actor: owner, id: first.key.id });
    await create();
    deps.clock.advanceSeconds(91 * 86_400);
    await create();
    await create();
    await expect(create()).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('acts as the owner as stored now, and records the use at most once a minute', async () => {
    const { secret } = await create();
    const first = await authenticateApiKey(deps, { secret });
    expect(first.owner.id).toBe(owner.id);
    const firstUse = deps.clock.now();
    deps.clock.advanceSeconds(30);
    await authenticateApiKey(deps, { secret });
    expect((await listApiKeys(deps, { actor: owner }))[0]?.lastUsedAt).toEqual(firstUse);
    deps.clock.advanceSeconds(30);
    await authenticateApiKey(deps, { secret });
    expect((await listApiKeys(deps, { actor: owner }))[0]?.lastUsedAt).toEqual(deps.clock.now());

    deps.profiles.put({ ...owner, role: 'candidate' });
    expect((await authenticateApiKey(deps, { secret })).owner.role).toBe('candidate');
  });

  it('refuses unknown, revoked and expired keys alike', async () => {
    const unknown = authenticateApiKey(deps, { secret: 'mtk_nothing' });
    await expect(unknown).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });

    const revoked = await create();
    await revokeApiKey(deps, { actor: owner, id: revoked.key.id });
    await expect(authenticateApiKey(deps, { secret: revoked.secret })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });

    const expiring = await create();
    deps.clock.advanceSeconds(90 * 86_400);
    await expect(authenticateApiKey(deps, { secret: expiring.secret })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });

  it('lets only the owner revoke a key, and a second revoke keeps the first time', async () => {
    const { key, secret } = await create();
    await expect(revokeApiKey(deps, { actor: other, id: key.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await authenticateApiKey(deps, { secret });
    const revoked = await revokeApiKey(deps, { actor: owner, id: key.id });
    const revokedAt = revoked.revokedAt;
    expect(revokedAt).toEqual(deps.clock.now());
    deps.clock.advanceSeconds(120);
    expect((await revokeApiKey(deps, { actor: owner, id: key.id })).revokedAt).toEqual(revokedAt);
  });

  it('refuses the key of an owner whose profile is gone', async () => {
    const { secret } = await create();
    deps.profiles.remove(owner.id);
    await expect(authenticateApiKey(deps, { secret })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
