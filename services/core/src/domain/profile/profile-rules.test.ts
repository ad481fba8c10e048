import { describe, expect, it } from 'vitest';
import { displayNameFor, isRole, isStaff, newProfile } from './profile-rules.ts';

describe('profile rules', () => {
  it('names a profile after the identity, else the e-mail local part', () => {
    expect(displayNameFor('  Aroha Ngata ', 'a@example.test')).toBe('Aroha Ngata');
    expect(displayNameFor(null, 'aroha.n@example.test')).toBe('aroha.n');
    expect(displayNameFor('   ', 'kiri@example.test')).toBe('kiri');
    expect(displayNameFor(null, '')).toBe('Candidate');
  });

  it('starts a new profile as an unsubscribed candidate with the spec defaults', () => {
    const profile = newProfile({
      id: 'p1',
      userId: 'u1',
      email: 'x@example.test',
      fullName: 'X',
      photoUrl: null,
      emailVerified: false,
      provider: 'Custom',
      now: new Date('2025-01-01T00:00:00Z'),
    });
    expect(profile).toMatchObject({
      role: 'candidate',
      selectedExam: 'OETNurses',
      education: 'BD',
      destination: 'AU',
      isSubscribed: false,
      plan: null,
    });
  });

  it('knows the roles and who is staff', () => {
    expect(isRole('tutor')).toBe(true);
    expect(isRole('superuser')).toBe(false);
    expect(isStaff({ role: 'tutor' })).toBe(true);
    expect(isStaff({ role: 'admin' })).toBe(true);
    expect(isStaff({ role: 'candidate' })).toBe(false);
  });
});
