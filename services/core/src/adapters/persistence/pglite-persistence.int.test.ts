import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import type { Profile } from '../../domain/profile/profile.ts';
import { createPersistence } from './create-persistence.ts';

let dir: string | null = null;

afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = null;
});

const kept: Profile = {
  id: 'profile-lite',
  userId: 'uid-lina',
  email: 'lina@example.test',
  fullName: 'Lina Okafor',
  photoUrl: null,
  emailVerified: true,
  provider: 'Custom',
  role: 'admin',
  selectedExam: 'PTE',
  country: 'Nigeria',
  education: 'SE',
  destination: 'Australia',
  targetScores: { PTE: { reading: '65', writing: '65', listening: '65', speaking: '65' } },
  plan: 'bronze',
  isSubscribed: true,
  purchasedAt: new Date('2025-05-01T07:00:00.250Z'),
  expiresAt: new Date('2025-08-01T07:00:00.250Z'),
  extraTests: 0,
  practiceWithHints: false,
  examNames: ['PTE1'],
  createdAt: new Date('2025-05-01T06:59:00.000Z'),
};

it('PGlite keeps data in its folder across a restart (embedded mode)', async () => {
  dir = await mkdtemp(join(tmpdir(), 'mocktest-pglite-'));
  const dataDir = join(dir, 'nested', 'data');
  const lines: string[] = [];
  const logger = { info: (message: string) => lines.push(message) };

  const first = await createPersistence({ databaseUrl: null, dataDir, logger });
  await first.profiles.save(kept);
  await first.close();

  const second = await createPersistence({ databaseUrl: null, dataDir, logger });
  try {
    expect(await second.profiles.findByUserId('uid-lina')).toEqual(kept);
  } finally {
    await second.close();
  }
  expect(lines[0]).toMatch(/applied \d+ migration/);
  expect(lines[1]).toMatch(/up to date/);
  // Two cold starts of PostgreSQL in WASM; on a busy machine each takes several seconds.
}, 120_000);
