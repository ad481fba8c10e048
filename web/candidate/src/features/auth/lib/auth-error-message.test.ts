import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-error-message';

describe('authErrorMessage', () => {
  it('says wrong e-mail or password for every credential code', () => {
    expect(authErrorMessage({ code: 'auth/invalid-credential' })).toBe('Wrong e-mail or password.');
    expect(authErrorMessage({ code: 'auth/wrong-password' })).toBe('Wrong e-mail or password.');
    expect(authErrorMessage({ code: 'auth/invalid-login-credentials' })).toBe('Wrong e-mail or password.');
  });

  it('explains a taken e-mail and a weak password on sign-up', () => {
    expect(authErrorMessage({ code: 'auth/email-already-in-use' })).toMatch(/already exists/);
    expect(authErrorMessage({ code: 'auth/weak-password' })).toMatch(/at least 6 characters/);
  });

  it('tells the user what to do about throttling, a disabled account, the network and a closed window', () => {
    expect(authErrorMessage({ code: 'auth/too-many-requests' })).toMatch(/wait a few minutes/);
    expect(authErrorMessage({ code: 'auth/user-disabled' })).toMatch(/contact support/);
    expect(authErrorMessage({ code: 'auth/network-request-failed' })).toMatch(/connection/);
    expect(authErrorMessage({ code: 'auth/popup-closed-by-user' })).toMatch(/closed/);
    expect(authErrorMessage({ code: 'auth/expired-action-code' })).toMatch(/expired/);
  });

  it('falls back to a generic message for anything else', () => {
    expect(authErrorMessage({ code: 'auth/internal-error' })).toBe('Sign-in failed. Please try again.');
    expect(authErrorMessage(new Error('boom'))).toBe('Sign-in failed. Please try again.');
  });
});
