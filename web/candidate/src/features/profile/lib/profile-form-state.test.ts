import { describe, expect, it } from 'vitest';
import type { CurrentProfile } from '../../../shared/auth/auth-context';
import { formStateFrom, toUpdateInput } from './profile-form-state';

const profile: CurrentProfile = {
  id: 'p1',
  userId: 'u1',
  email: 'sam@example.com',
  fullName: 'Sam Reed',
  photoUrl: null,
  emailVerified: true,
  role: 'CANDIDATE',
  selectedExam: 'IELTSAcademic',
  country: null,
  education: 'BD',
  destination: '',
  targetScore: { reading: '7', writing: '', listening: '', speaking: '' },
  plan: null,
  isSubscribed: false,
  planExpired: false,
  expiryDate: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('profile form', () => {
  it('starts from the stored profile, with Australia as the default destination', () => {
    const form = formStateFrom(profile);
    expect(form.destination).toBe('AU');
    expect(form.reading).toBe('7');
    expect(form.country).toBe('');
  });

  it('sends the target exam only when it changed, so a subscribed user can still save', () => {
    const unchanged = toUpdateInput(formStateFrom(profile), profile);
    expect(unchanged).not.toHaveProperty('selectedExam');
    const changed = toUpdateInput({ ...formStateFrom(profile), selectedExam: 'OETNurses' }, profile);
    expect(changed.selectedExam).toBe('OETNurses');
  });

  it('trims the desired scores and leaves an unchosen country out', () => {
    const input = toUpdateInput({ ...formStateFrom(profile), writing: ' 6.5 ' }, profile);
    expect(input.targetScore?.writing).toBe('6.5');
    expect(input).not.toHaveProperty('country');
  });
});
