import { describe, expect, it } from 'vitest';
import { toeflKey } from '../../domain/exam/exam.ts';
import type { VerifiedIdentity } from '../shared/ports.ts';
import { buildProfile } from '../testing/builders.ts';
import { domainErrorOf } from '../testing/expect-domain-error.ts';
import { createInMemoryDeps } from '../testing/in-memory-deps.ts';
import { createProfile } from './create-profile.use-case.ts';
import { ensureProfile } from './ensure-profile.use-case.ts';
import { getProfile } from './get-profile.use-case.ts';
import { grantRole } from './grant-role.use-case.ts';
import { updateProfile } from './update-profile.use-case.ts';

function identity(overrides: Partial<VerifiedIdentity> = {}): VerifiedIdentity {
  return {
    uid: 'firebase-uid-1',
    email: 'mei.lin@example.test',
    name: 'Mei Lin',
    photoUrl: 'https://images.example.test/mei.png',
    emailVerified: true,
    provider: 'Google',
    ...overrides,
  };
}

describe('ensureProfile', () => {
  it("creates a candidate profile with the spec's defaults on the first call", async () => {
    const deps = createInMemoryDeps();
    const profile = await ensureProfile(deps, { identity: identity() });
    expect(profile).toMatchObject({
      userId: 'firebase-uid-1',
      email: 'mei.lin@example.test',
      fullName: 'Mei Lin',
      provider: 'Google',
      role: 'candidate',
      selectedExam: 'OETNurses',
      education: 'BD',
      destination: 'AU',
      country: null,
      targetScores: {},
      plan: null,
      isSubscribed: false,
      examNames: [],
    });
    expect(profile.createdAt).toEqual(deps.clock.now());
    expect(deps.profiles.all()).toHaveLength(1);
  });

  it("names the profile after the e-mail's local part when the identity has no name", async () => {
    const deps = createInMemoryDeps();
    const profile = await ensureProfile(deps, { identity: identity({ name: null, email: 'ravi.k@example.test' }) });
    expect(profile.fullName).toBe('ravi.k');
  });

  it('returns the same profile on later calls', async () => {
    const deps = createInMemoryDeps();
    const first = await ensureProfile(deps, { identity: identity() });
    const second = await ensureProfile(deps, { identity: identity() });
    expect(second.id).toBe(first.id);
    expect(deps.profiles.all()).toHaveLength(1);
  });

  it('keeps e-mail, verification and photo in step with the identity provider', async () => {
    const deps = createInMemoryDeps();
    await ensureProfile(deps, { identity: identity({ emailVerified: false }) });
    const refreshed = await ensureProfile(deps, {
      identity: identity({ emailVerified: true, email: 'mei@example.test', photoUrl: null }),
    });
    expect(refreshed).toMatchObject({ emailVerified: true, email: 'mei@example.test', photoUrl: null });
    expect((await deps.profiles.findByUserId('firebase-uid-1'))?.emailVerified).toBe(true);
  });

  it('creates one profile when two first calls race', async () => {
    const deps = createInMemoryDeps();
    const [a, b] = await Promise.all([
      ensureProfile(deps, { identity: identity() }),
      ensureProfile(deps, { identity: identity() }),
    ]);
    expect(a.id).toBe(b.id);
    expect(deps.profiles.all()).toHaveLength(1);
  });
});

describe('createProfile', () => {
  it('creates the profile with the name the client sends', async () => {
    const deps = createInMemoryDeps();
    const profile = await createProfile(deps, { identity: identity(), fullName: '  Mei L. ' });
    expect(profile.fullName).toBe('Mei L.');
  });

  it('is idempotent: the existing profile comes back unchanged', async () => {
    const deps = createInMemoryDeps();
    const first = await createProfile(deps, { identity: identity(), fullName: 'Mei' });
    const second = await createProfile(deps, { identity: identity(), fullName: 'Someone Else' });
    expect(second).toEqual(first);
    expect(deps.profiles.all()).toHaveLength(1);
  });

  it("trusts the token, not the client's claim, for e-mail verification", async () => {
    const deps = createInMemoryDeps();
    const profile = await createProfile(deps, { identity: identity({ emailVerified: false }), emailVerified: true });
    expect(profile.emailVerified).toBe(false);
  });
});

describe('getProfile', () => {
  it("returns the caller's own profile", async () => {
    const me = buildProfile();
    const deps = createInMemoryDeps({ profiles: [me] });
    expect((await getProfile(deps, { actor: me, userId: me.userId })).id).toBe(me.id);
  });

  it("refuses a candidate another user's profile", async () => {
    const me = buildProfile();
    const other = buildProfile();
    const deps = createInMemoryDeps({ profiles: [me, other] });
    expect((await domainErrorOf(getProfile(deps, { actor: me, userId: other.userId }))).code).toBe('FORBIDDEN');
  });

  it('lets tutors and admins read any profile, and says NOT_FOUND for unknown users', async () => {
    const tutor = buildProfile({ role: 'tutor' });
    const admin = buildProfile({ role: 'admin' });
    const candidate = buildProfile();
    const deps = createInMemoryDeps({ profiles: [tutor, admin, candidate] });
    expect((await getProfile(deps, { actor: tutor, userId: candidate.userId })).id).toBe(candidate.id);
    expect((await getProfile(deps, { actor: admin, userId: candidate.userId })).id).toBe(candidate.id);
    expect((await domainErrorOf(getProfile(deps, { actor: tutor, userId: 'nobody' }))).code).toBe('NOT_FOUND');
  });
});

describe('updateProfile', () => {
  it('saves the editable fields, normalising country codes and desired scores', async () => {
    const me = buildProfile({ selectedExam: 'OETNurses' });
    const deps = createInMemoryDeps({ profiles: [me] });
    const updated = await updateProfile(deps, {
      actor: me,
      profileId: me.id,
      changes: {
        selectedExam: 'IELTSAcademic',
        country: 'np',
        education: 'MD',
        destination: 'ca',
        targetScore: { reading: ' 7 ', writing: '7.50', listening: '08', speaking: '' },
      },
    });
    expect(updated).toMatchObject({
      selectedExam: 'IELTSAcademic',
      country: 'NP',
      education: 'MD',
      destination: 'CA',
      targetScores: { IELTSAcademic: { reading: '7', writing: '7.5', listening: '8', speaking: '' } },
    });
    expect(await deps.profiles.findById(me.id)).toEqual(updated);
  });

  it('leaves fields sent as null unchanged (GraphQL optional inputs), but clears a null country', async () => {
    const me = buildProfile({ country: 'IN', destination: 'GB', education: 'MD', selectedExam: 'PTE' });
    const deps = createInMemoryDeps({ profiles: [me] });
    const updated = await updateProfile(deps, {
      actor: me,
      profileId: me.id,
      changes: { selectedExam: null, education: null, destination: null, targetScore: null, country: null },
    });
    expect(updated).toMatchObject({ selectedExam: 'PTE', education: 'MD', destination: 'GB', country: null });
  });

  it('clears the country with an empty value', async () => {
    const me = buildProfile({ country: 'IN' });
    const deps = createInMemoryDeps({ profiles: [me] });
    expect((await updateProfile(deps, { actor: me, profileId: me.id, changes: { country: '' } })).country).toBeNull();
  });

  it("refuses to edit another user's profile, except for admins", async () => {
    const me = buildProfile();
    const other = buildProfile();
    const admin = buildProfile({ role: 'admin' });
    const deps = createInMemoryDeps({ profiles: [me, other, admin] });
    const error = await domainErrorOf(
      updateProfile(deps, { actor: me, profileId: other.id, changes: { destination: 'GB' } }),
    );
    expect(error.code).toBe('FORBIDDEN');
    const edited = await updateProfile(deps, { actor: admin, profileId: other.id, changes: { destination: 'GB' } });
    expect(edited.destination).toBe('GB');
  });

  it('locks the target exam while a plan is active, and unlocks it once the plan expired', async () => {
    const subscribed = buildProfile({
      selectedExam: 'IELTSAcademic',
      plan: 'silver',
      isSubscribed: true,
      expiresAt: new Date('2025-07-01T00:00:00Z'),
    });
    const deps = createInMemoryDeps({ profiles: [subscribed], now: '2025-06-01T09:00:00Z' });
    const error = await domainErrorOf(
      updateProfile(deps, { actor: subscribed, profileId: subscribed.id, changes: { selectedExam: 'PTE' } }),
    );
    expect(error.code).toBe('FORBIDDEN');
    expect(error.message).toBe('The target exam cannot be changed while a plan is active.');

    const same = await updateProfile(deps, {
      actor: subscribed,
      profileId: subscribed.id,
      changes: { selectedExam: 'IELTSAcademic', destination: 'NZ' },
    });
    expect(same.destination).toBe('NZ');

    deps.clock.set('2025-07-02T00:00:00Z');
    const changed = await updateProfile(deps, {
      actor: subscribed,
      profileId: subscribed.id,
      changes: { selectedExam: 'PTE' },
    });
    expect(changed.selectedExam).toBe('PTE');
  });

  it('refuses values outside the lists', async () => {
    const me = buildProfile();
    const deps = createInMemoryDeps({ profiles: [me] });
    const attempt = (changes: Parameters<typeof updateProfile>[1]['changes']) =>
      domainErrorOf(updateProfile(deps, { actor: me, profileId: me.id, changes }));
    expect((await attempt({ selectedExam: 'TOEFL' as never })).message).toBe("Unknown exam 'TOEFL'.");
    expect((await attempt({ education: 'PhD' as never })).message).toBe("Unknown education level 'PhD'.");
    expect((await attempt({ destination: 'Australia' })).message).toBe(
      'Destination country must be a two-letter country code, e.g. AU.',
    );
    expect(
      (await attempt({ targetScore: { reading: 'x'.repeat(21), writing: '', listening: '', speaking: '' } })).message,
    ).toBe('The desired reading score for IELTS must be a band from 0 to 9 in steps of 0.5.');
  });

  it('keeps desired scores per exam, each checked against its own scale', async () => {
    const me = buildProfile({ selectedExam: 'IELTSAcademic' });
    const deps = createInMemoryDeps({ profiles: [me] });
    const ielts = { reading: '7', writing: '6.5', listening: '7.0', speaking: '' };
    await updateProfile(deps, { actor: me, profileId: me.id, changes: { targetScore: ielts } });
    const toefl = await updateProfile(deps, {
      actor: me,
      profileId: me.id,
      changes: { selectedExam: toeflKey, targetScore: { reading: '', writing: '5', listening: '', speaking: '4.5' } },
    });
    expect(toefl.targetScores).toEqual({
      IELTSAcademic: ielts,
      [toeflKey]: { reading: '', writing: '5', listening: '', speaking: '4.5' },
    });
    const pte = await updateProfile(deps, {
      actor: me,
      profileId: me.id,
      changes: { targetExam: 'PTE', targetScore: { reading: '', writing: '79', listening: '', speaking: '' } },
    });
    expect(pte.selectedExam).toBe(toeflKey);
    expect(pte.targetScores.PTE?.writing).toBe('79');
    const refused = await domainErrorOf(
      updateProfile(deps, {
        actor: me,
        profileId: me.id,
        changes: { targetScore: { reading: '', writing: '25', listening: '', speaking: '' } },
      }),
    );
    expect(refused.code).toBe('BAD_USER_INPUT');
    expect(refused.message).toBe('The desired writing score for TOEFL must be a band from 1 to 6 in steps of 0.5.');
  });
});

describe('grantRole', () => {
  it('lets the operator CLI make an account a tutor', async () => {
    const candidate = buildProfile({ email: 'tutor.to.be@example.test' });
    const deps = createInMemoryDeps({ profiles: [candidate] });
    const granted = await grantRole(deps, { actor: 'system', email: 'tutor.to.be@example.test', role: 'tutor' });
    expect(granted.role).toBe('tutor');
    expect((await deps.profiles.findById(candidate.id))?.role).toBe('tutor');
  });

  it('lets admins grant roles, whatever the case of the address typed', async () => {
    const admin = buildProfile({ role: 'admin' });
    const candidate = buildProfile({ email: 'sam@example.test' });
    const deps = createInMemoryDeps({ profiles: [admin, candidate] });
    expect((await grantRole(deps, { actor: admin, email: ' Sam@Example.test ', role: 'admin' })).role).toBe('admin');
  });

  it('refuses a staff role to an account whose e-mail is not verified, but may make it a candidate', async () => {
    const admin = buildProfile({ role: 'admin' });
    const unverified = buildProfile({ email: 'new@example.test', emailVerified: false, role: 'tutor' });
    const deps = createInMemoryDeps({ profiles: [admin, unverified] });
    const error = await domainErrorOf(grantRole(deps, { actor: admin, email: 'new@example.test', role: 'admin' }));
    expect(error.code).toBe('CONFLICT');
    expect((await deps.profiles.findById(unverified.id))?.role).toBe('tutor');
    expect((await grantRole(deps, { actor: admin, email: 'new@example.test', role: 'candidate' })).role).toBe(
      'candidate',
    );
  });

  it('refuses candidates and tutors', async () => {
    const tutor = buildProfile({ role: 'tutor' });
    const candidate = buildProfile({ email: 'c@example.test' });
    const deps = createInMemoryDeps({ profiles: [tutor, candidate] });
    expect((await domainErrorOf(grantRole(deps, { actor: tutor, email: 'c@example.test', role: 'admin' }))).code).toBe(
      'FORBIDDEN',
    );
    expect(
      (await domainErrorOf(grantRole(deps, { actor: candidate, email: 'c@example.test', role: 'admin' }))).code,
    ).toBe('FORBIDDEN');
    expect((await deps.profiles.findById(candidate.id))?.role).toBe('candidate');
  });

  it('says so when nobody with that e-mail has signed in yet', async () => {
    const deps = createInMemoryDeps();
    const error = await domainErrorOf(grantRole(deps, { actor: 'system', email: 'new@example.test', role: 'tutor' }));
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe('No account with this e-mail has signed in yet.');
  });
});
