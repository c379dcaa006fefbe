import { describe, expect, it } from 'vitest';
import { authErrorMessage, validatePassword } from './validation';

describe('the sign-up form password check', () => {
  it('asks for at least 10 characters before anything is sent', () => {
    expect(validatePassword('password')).toBe('Use at least 10 characters.');
    expect(validatePassword('        ')).toBe('Use at least 10 characters.');
    expect(validatePassword('correct horse battery')).toBeUndefined();
  });

  it("shows the server's own words when it asks the patient to wait", () => {
    expect(
      authErrorMessage({
        status: 429,
        message: 'Too many sign-up attempts. Please wait a few minutes and try again.',
      }),
    ).toBe('Too many sign-up attempts. Please wait a few minutes and try again.');
  });
});
