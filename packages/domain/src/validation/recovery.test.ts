/**
 * @jest-environment node
 */
import {
  RECOVERY_MESSAGES,
  VALIDATION_MESSAGES,
  resetPasswordSchema,
  resetTokenSchema,
} from './index.js';

describe('resetTokenSchema', () => {
  it('accepts exactly 43 base64url characters', () => {
    expect(resetTokenSchema.isValidSync('aZ0_-'.repeat(8) + 'abc')).toBe(true);
  });
  it.each([
    ['short'],
    ['a'.repeat(44)],
    [`${'a'.repeat(42)}=`],
    [`${'a'.repeat(42)}/`],
    [42],
    [null],
  ])('refuses %j with the link message', async (value) => {
    await expect(resetTokenSchema.validate(value)).rejects.toThrow(
      RECOVERY_MESSAGES.resetTokenInvalid,
    );
  });
});

describe('resetPasswordSchema', () => {
  it('accepts a new password typed twice', async () => {
    await expect(
      resetPasswordSchema.validate({ newPassword: 'N3wSecret!', confirmNewPassword: 'N3wSecret!' }),
    ).resolves.toBeTruthy();
  });
  it.each([
    [
      { newPassword: 'password', confirmNewPassword: 'password' },
      VALIDATION_MESSAGES.passwordFormat,
    ],
    [
      { newPassword: 'N3wSecret!', confirmNewPassword: 'N3wSecret?' },
      VALIDATION_MESSAGES.passwordMismatch,
    ],
    [{ newPassword: 'N3wSecret!' }, VALIDATION_MESSAGES.confirmPasswordRequired],
  ])('refuses %j', async (value, message) => {
    await expect(resetPasswordSchema.validate(value)).rejects.toThrow(message);
  });
});
