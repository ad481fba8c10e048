import { describe, expect, it } from 'vitest';
import { signInErrorMessage } from './sign-in-error-message';

describe('signInErrorMessage', () => {
  it('does not reveal whether the e-mail or the password was wrong', () => {
    expect(signInErrorMessage({ code: 'auth/invalid-credential' })).toBe('Wrong e-mail or password.');
    expect(signInErrorMessage({ code: 'auth/wrong-password' })).toBe('Wrong e-mail or password.');
  });

  it('explains throttling and network problems', () => {
    expect(signInErrorMessage({ code: 'auth/too-many-requests' })).toMatch(/Too many attempts/);
    expect(signInErrorMessage({ code: 'auth/network-request-failed' })).toMatch(/connection/);
  });

  it('falls back to a general message for anything else', () => {
    expect(signInErrorMessage(new Error('boom'))).toBe('Sign-in failed. Please try again.');
  });
});
