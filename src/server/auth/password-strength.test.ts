import { describe, expect, it } from 'vitest';
import { PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from '../../domain/password-rule';
import { passwordProblem } from './password-strength';

describe('the new-password rule', () => {
  it('refuses passwords under 10 characters, eight spaces included', () => {
    for (const password of ['password', '12345678', '        ', 'Xk9#mQ2!z']) {
      expect(passwordProblem(password)).toBe(PASSWORD_TOO_SHORT);
    }
  });

  it('refuses common passwords and their near variants however long', () => {
    for (const password of ['1234567890', 'password123', 'passwordpassword', 'qwertyuiop', 'aaaaaaaaaaaa']) {
      expect(passwordProblem(password)).toBe(PASSWORD_TOO_COMMON);
    }
  });

  it("refuses the patient's own name or email as a password", () => {
    expect(passwordProblem('adalovelace', ['ada', 'lovelace', 'ada.lovelace@example.com'])).toBe(
      PASSWORD_TOO_COMMON,
    );
  });

  it('accepts a passphrase of ordinary words', () => {
    expect(passwordProblem('correct horse battery')).toBeUndefined();
    expect(passwordProblem('a long enough password')).toBeUndefined();
  });

  it('judges a long password by its first 64 characters: a repeat is refused, words are not', () => {
    expect('ab'.repeat(64)).toHaveLength(128);
    expect(passwordProblem('ab'.repeat(64))).toBe(PASSWORD_TOO_COMMON);
    expect(passwordProblem('Xy7!'.repeat(32))).toBe(PASSWORD_TOO_COMMON);
    const words = 'correct horse battery staple of rainy tuesday mornings by the quiet harbour wall ';
    expect(passwordProblem((words + words).slice(0, 128))).toBeUndefined();
    // What follows the first 64 characters is not read.
    expect(passwordProblem('a'.repeat(64) + 'qT7#vLp9!zW2@rM5'.repeat(4))).toBe(PASSWORD_TOO_COMMON);
  });
});
