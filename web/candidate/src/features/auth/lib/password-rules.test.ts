import { describe, expect, it } from 'vitest';
import {
  minPasswordLength,
  passwordMismatchMessage,
  passwordProblem,
  passwordRules,
  shortPasswordMessage,
} from './password-rules';

describe('passwordProblem', () => {
  it('names the length rule for a short password, whatever the confirmation says', () => {
    expect(passwordProblem('abc', '')).toBe(shortPasswordMessage);
    expect(passwordProblem('abc', 'abc')).toBe(shortPasswordMessage);
    expect(passwordProblem('abcde', 'xyz')).toBe(shortPasswordMessage);
    expect(shortPasswordMessage).toMatch(/at least 6 characters/);
    expect(shortPasswordMessage).not.toBe(passwordMismatchMessage);
  });

  it('asks for a password when none was typed', () => {
    expect(passwordProblem('', '')).toMatch(/Enter a password/);
  });

  it('says the passwords do not match only for a real mismatch of a long enough password', () => {
    expect(passwordProblem('s3cret-pass', 'another-pass')).toBe('The passwords do not match.');
    expect(passwordProblem('s3cret-pass', '')).toBe('The passwords do not match.');
  });

  it('accepts a password of exactly the minimum length typed twice', () => {
    expect(passwordProblem('abcdef', 'abcdef')).toBeNull();
    expect(passwordProblem('s3cret-pass', 's3cret-pass')).toBeNull();
  });

  it('lists the rules the form enforces, the length first', () => {
    expect(minPasswordLength).toBe(6);
    expect(passwordRules[0]).toBe('At least 6 characters');
    expect(passwordRules).toHaveLength(2);
  });
});
