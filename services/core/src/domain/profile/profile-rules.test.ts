import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/domain-error.ts';
import { applyProfileChanges, cleanDisplayName, displayNameFor, isRole, isStaff, newProfile } from './profile-rules.ts';

describe('profile rules', () => {
  it('names a profile after the identity, else the e-mail local part', () => {
    expect(displayNameFor('  Aroha Ngata ', 'a@example.test')).toBe('Aroha Ngata');
    expect(displayNameFor(null, 'aroha.n@example.test')).toBe('aroha.n');
    expect(displayNameFor('   ', 'kiri@example.test')).toBe('kiri');
    expect(displayNameFor(null, '')).toBe('Candidate');
  });

  it("cleans an identity's name the database or a mail could not take, never refusing it", () => {
    expect(cleanDisplayName('Ana\u0000Lima')).toBe('Ana Lima');
    expect(cleanDisplayName(' Ana\r\n\tLima\u0085\u2028 ')).toBe('Ana Lima');
    expect(cleanDisplayName('Ana \ud800Lima')).toBe('Ana Lima');
    expect(cleanDisplayName('😀 Ana')).toBe('😀 Ana');
    expect(Array.from(cleanDisplayName('😀'.repeat(300)))).toHaveLength(200);
    expect(displayNameFor('\u0000\u0001', 'kiri@example.test')).toBe('kiri');
  });

  it('takes a typed name with spaces collapsed, and refuses control characters, blanks and overlong names', () => {
    const profile = newProfile({
      id: 'p1',
      userId: 'u1',
      email: 'a@example.test',
      fullName: 'Old',
      photoUrl: null,
      emailVerified: true,
      provider: 'Custom',
      now: new Date(),
    });
    expect(applyProfileChanges(profile, { fullName: '  Ana   Lima ' }, new Date()).fullName).toBe('Ana Lima');
    expect(applyProfileChanges(profile, { fullName: null }, new Date()).fullName).toBe('Old');
    for (const bad of ['Ana\nLima', 'Ana\u0000', '  ', 'x'.repeat(201), 'Ana \udc00']) {
      expect(() => applyProfileChanges(profile, { fullName: bad }, new Date())).toThrow(DomainError);
    }
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
