import { toeflKey } from '@mocktest/web-shared/format';
import { describe, expect, it } from 'vitest';
import type { CurrentProfile } from '../../../shared/auth/auth-context';
import {
  desiredScoreFieldOf,
  desiredScoreScale,
  desiredScoresFor,
  profileFormSchema,
  profileFormValues,
  toUpdateInput,
} from './profile-form';

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
  targetScores: [
    {
      exam: 'IELTSAcademic',
      reading: '7',
      writing: '',
      listening: '',
      speaking: '',
      scale: 'IELTS band 0-9, steps of 0.5 (e.g. 7.0 or 6.5)',
    },
    {
      exam: toeflKey,
      reading: '',
      writing: '5.0',
      listening: '',
      speaking: '',
      scale: 'TOEFL band 1-6, steps of 0.5 (e.g. 5.0 or 4.5)',
    },
  ],
  plan: null,
  isSubscribed: false,
  planExpired: false,
  expiryDate: null,
  extraTests: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('profile form', () => {
  it('starts from the stored profile, with Australia as the default destination', () => {
    const values = profileFormValues(profile);
    expect(values.destination).toBe('AU');
    expect(values.reading).toBe('7');
    expect(values.country).toBe('');
  });

  it('sends the target exam only when it changed, so a subscribed user can still save', () => {
    const unchanged = toUpdateInput(profileFormValues(profile), profile);
    expect(unchanged).not.toHaveProperty('selectedExam');
    const changed = toUpdateInput({ ...profileFormValues(profile), selectedExam: 'OETNurses' }, profile);
    expect(changed.selectedExam).toBe('OETNurses');
  });

  it('trims the desired scores and leaves an unchosen country out', () => {
    const values = profileFormSchema.parse({ ...profileFormValues(profile), writing: ' 6.5 ' });
    const input = toUpdateInput(values, profile);
    expect(input.targetScore?.writing).toBe('6.5');
    expect(input).not.toHaveProperty('country');
  });

  it('refuses a desired score that is not a score, with a message to show beside the field', () => {
    const result = profileFormSchema.safeParse({ ...profileFormValues(profile), speaking: 'as high as possible' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['speaking'], message: 'Write a score, such as 7 or 6.5.' });
  });

  it('sends a changed name on one line, and leaves an unchanged name out', () => {
    expect(toUpdateInput(profileFormValues(profile), profile)).not.toHaveProperty('fullName');
    const values = profileFormSchema.parse({ ...profileFormValues(profile), fullName: '  Samira   Reed ' });
    expect(toUpdateInput(values, profile).fullName).toBe('Samira Reed');
  });

  it('refuses a blank name, one with a line break and one over 200 characters, each with its message', () => {
    const messageFor = (fullName: string) =>
      profileFormSchema.safeParse({ ...profileFormValues(profile), fullName }).error?.issues[0]?.message;
    expect(messageFor('   ')).toBe('Enter your name.');
    expect(messageFor('Sam\nReed')).toBe('Type your name on one line, without tabs or special characters.');
    expect(messageFor('x'.repeat(201))).toBe('Your name may be at most 200 characters.');
  });

  it("starts from the selected exam's desired scores and sends them for the exam chosen in the form", () => {
    expect(profileFormValues(profile)).toMatchObject({ reading: '7', writing: '' });
    expect(desiredScoresFor(profile, toeflKey)).toEqual({ reading: '', writing: '5.0', listening: '', speaking: '' });
    expect(desiredScoresFor(profile, 'PTE')).toEqual({ reading: '', writing: '', listening: '', speaking: '' });
    const input = toUpdateInput({ ...profileFormValues(profile), selectedExam: toeflKey, writing: '4.5' }, profile);
    expect(input.targetExam).toBe(toeflKey);
    expect(input.targetScore?.writing).toBe('4.5');
  });

  it("names the chosen exam's scale, and finds the field a server message about a desired score is for", () => {
    expect(desiredScoreScale(profile, 'IELTSAcademic')).toMatch(/^IELTS band 0-9, steps of 0\.5/);
    expect(desiredScoreScale(profile, 'OETNurses')).toBe('');
    expect(desiredScoreFieldOf('The desired writing score for IELTS must be a band from 0 to 9 in steps of 0.5.')).toBe(
      'writing',
    );
    expect(desiredScoreFieldOf('Destination country must be a two-letter country code, e.g. AU.')).toBeNull();
  });
});
