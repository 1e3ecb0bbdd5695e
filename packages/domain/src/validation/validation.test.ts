/**
 * @jest-environment node
 */
// Runs in Node on purpose: the API validates request bodies with these schemas.
import type { AnySchema } from 'yup';
import { ValidationError } from 'yup';
import * as v from './index.js';

const M = v.VALIDATION_MESSAGES;

async function errorOf(schema: AnySchema, value: unknown): Promise<string | null> {
  try {
    await schema.validate(value);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

type Case = [schema: AnySchema, valid: unknown[], invalid: [unknown, string][]];

const cases: Record<string, Case> = {
  phoneNumberSchema: [
    v.phoneNumberSchema,
    ['01012345678', '01198765432'],
    [
      ['', M.phoneRequired],
      [undefined, M.phoneRequired],
      ['0101234567', M.phoneFormat],
      ['010123456789', M.phoneFormat],
      ['010-1234-5678', M.phoneFormat],
      ['0101234567a', M.phoneFormat],
    ],
  ],
  forgotPasswordEmailSchema: [
    v.forgotPasswordEmailSchema,
    ['gene@example.com', 'a.b+c@mail.co.kr'],
    [
      ['', M.emailRequired],
      ['gene', M.emailFormat],
      ['gene@', M.emailFormat],
      ['gene@example', M.emailFormat],
      ['ge ne@example.com', M.emailFormat],
    ],
  ],
  loginIdentifierSchema: [
    v.loginIdentifierSchema,
    ['gene@example.com', 'gene1', 'A1234567890123456789'],
    [
      ['', M.loginRequired],
      ['abcd', M.loginFormat],
      ['A12345678901234567890', M.loginFormat],
      ['gene_01', M.loginFormat],
      ['진타입회원', M.loginFormat],
    ],
  ],
  loginPasswordSchema: [
    v.loginPasswordSchema,
    ['abcd123!', 'Passw0rd!Passw0r'],
    [
      ['', M.loginPasswordRequired],
      ['abcdefgh', M.loginPasswordFormat],
      ['abc12!', M.loginPasswordFormat],
    ],
  ],
  foundAccountChoiceSchema: [
    v.foundAccountChoiceSchema,
    ['gene@example.com'],
    [
      ['', M.choiceRequired],
      [undefined, M.choiceRequired],
    ],
  ],
  reviewSchema: [
    v.reviewSchema,
    ['좋은 검사였어요.', 'a'.repeat(500)],
    [
      ['', M.reviewRequired],
      ['   ', M.reviewRequired],
      ['a'.repeat(501), M.reviewTooLong],
    ],
  ],
  nicknameSchema: [
    v.nicknameSchema,
    ['gene1', 'Abc12', 'a'.repeat(30)],
    [
      ['', M.nicknameRequired],
      ['abcd', M.nicknameTooShort],
      ['a'.repeat(31), M.nicknameFormat],
      ['홍길동입니다', M.nicknameFormat],
      ['gene_1', M.nicknameFormat],
      ['gene 12', M.nicknameFormat],
    ],
  ],
  passwordSchema: [
    v.passwordSchema,
    ['abcd123!', 'A1"{}|<>x', 'Zz9(),.?:abcdefg'],
    [
      ['', M.passwordRequired],
      ['abc123!', M.passwordFormat],
      ['abcd1234!abcd1234', M.passwordFormat],
      ['abcdefg!', M.passwordFormat],
      ['12345678!', M.passwordFormat],
      ['abcd1234', M.passwordFormat],
      ['abcd123!~', M.passwordFormat],
      ['abcd 123!', M.passwordFormat],
      ['비밀번호abc1!', M.passwordFormat],
    ],
  ],
  emailChangeSchema: [
    v.emailChangeSchema,
    ['new@example.com'],
    [
      ['', M.emailRequired],
      ['new@@example.com', M.emailFormat],
    ],
  ],
  confirmationCodeSchema: [
    v.confirmationCodeSchema,
    ['123', '123456', ' 4321 '],
    [
      ['', M.codeRequired],
      ['12', M.codeFormat],
      ['1234567', M.codeFormat],
      ['12a4', M.codeFormat],
    ],
  ],
  searchSchema: [
    v.searchSchema,
    ['창의성', ' goal '],
    [
      ['', M.searchRequired],
      ['   ', M.searchRequired],
    ],
  ],
  userIdSchema: [
    v.userIdSchema,
    ['gene1', 'ABCDEabcde0123456789'],
    [
      ['', M.userIdRequired],
      ['gen1', M.userIdFormat],
      ['a'.repeat(21), M.userIdFormat],
      ['gene-01', M.userIdFormat],
    ],
  ],
};

describe.each(Object.entries(cases))('%s', (_name, [schema, valid, invalid]) => {
  it.each(valid.map((value) => [value]))('accepts %j', async (value) => {
    expect(await errorOf(schema, value)).toBeNull();
  });
  it.each(invalid)('rejects %j with its Korean message', async (value, message) => {
    expect(await errorOf(schema, value)).toBe(message);
  });
  it.each([[null], [['x']], [{ $ne: '' }]])(
    'rejects hostile value %j with a Korean message',
    async (value) => {
      expect(await errorOf(schema, value)).toMatch(/[가-힣]/);
    },
  );
});

describe('field details', () => {
  it('trims the confirmation code before sending', () => {
    expect(v.confirmationCodeSchema.cast(' 123456 ')).toBe('123456');
  });

  it('answers a non-string value with a Korean message, not yup’s default', async () => {
    expect(await errorOf(v.passwordSchema, { $gt: '' })).toBe(M.passwordFormat);
    expect(await errorOf(v.userIdSchema, ['a'])).toBe(M.userIdFormat);
  });
});

describe('e-mail limits (64 before the @, 254 in all)', () => {
  const local = (n: number) => 'a'.repeat(n);
  const domainOf = (n: number) => `${'d'.repeat(n - 4)}.com`;

  it.each([
    ['sign-up', v.emailSchema],
    ['forgot password', v.forgotPasswordEmailSchema],
    ['e-mail change', v.emailChangeSchema],
  ])('applies both limits to the %s e-mail', async (_name, schema) => {
    expect(await errorOf(schema, `${local(64)}@example.com`)).toBeNull();
    expect(await errorOf(schema, `${local(65)}@example.com`)).toBe(M.emailLocalTooLong);
    expect(await errorOf(schema, `${local(300)}@example.com`)).toBe(M.emailTooLong);
    // 64 + 1 + 189 = 254 characters: the longest accepted.
    expect(await errorOf(schema, `${local(64)}@${domainOf(189)}`)).toBeNull();
    expect(await errorOf(schema, `${local(64)}@${domainOf(190)}`)).toBe(M.emailTooLong);
  });
});

describe('form schemas', () => {
  const signup = {
    userId: 'gene1',
    email: 'gene@example.com',
    password: 'abcd123!',
    confirmPassword: 'abcd123!',
  };

  it('accepts a valid sign-up and login', async () => {
    await expect(v.signupSchema.validate(signup)).resolves.toEqual(signup);
    await expect(
      v.loginSchema.validate({ login: 'gene1', password: 'abcd123!' }),
    ).resolves.toBeTruthy();
    await expect(
      v.loginSchema.validate({ login: 'gene@example.com', password: 'abcd123!' }),
    ).resolves.toBeTruthy();
  });

  it('rejects a sign-up whose confirmation differs', async () => {
    expect(await errorOf(v.signupSchema, { ...signup, confirmPassword: 'abcd123?' })).toBe(
      M.passwordMismatch,
    );
    expect(await errorOf(v.signupSchema, { ...signup, confirmPassword: '' })).toBe(
      M.confirmPasswordRequired,
    );
  });

  it('lists every invalid field with abortEarly off', async () => {
    const error = await v.signupSchema
      .validate(
        { userId: 'x', email: 'bad', password: 'short', confirmPassword: 'other' },
        { abortEarly: false },
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).errors).toEqual(
      expect.arrayContaining([M.userIdFormat, M.emailFormat, M.passwordFormat, M.passwordMismatch]),
    );
  });

  it('rejects a login without fields', async () => {
    expect(await errorOf(v.loginSchema, {})).toMatch(/입력해 주세요/);
    expect(await errorOf(v.loginSchema, { login: 'gene1', password: '' })).toBe(
      M.loginPasswordRequired,
    );
  });

  it('checks password change and set against the new password', async () => {
    const change = {
      currentPassword: 'old1234!',
      newPassword: 'new1234!',
      confirmNewPassword: 'new1234!',
    };
    await expect(v.passwordChangeSchema.validate(change)).resolves.toEqual(change);
    expect(
      await errorOf(v.passwordChangeSchema, { ...change, confirmNewPassword: 'old1234!' }),
    ).toBe(M.passwordMismatch);
    expect(
      await errorOf(v.passwordSetSchema, {
        newPassword: 'new1234!',
        confirmNewPassword: 'nope1234!',
      }),
    ).toBe(M.passwordMismatch);
  });

  it('wraps the single-field forms', async () => {
    await expect(
      v.findByNumberSchema.validate({ phoneNumber: '01012345678' }),
    ).resolves.toBeTruthy();
    expect(await errorOf(v.forgotPasswordSchema, { email: 'x' })).toBe(M.emailFormat);
    expect(await errorOf(v.foundAccountSchema, {})).toBe(M.choiceRequired);
    expect(await errorOf(v.reviewFormSchema, { contents: '' })).toBe(M.reviewRequired);
    expect(await errorOf(v.nicknameFormSchema, { nickname: 'ab' })).toBe(M.nicknameTooShort);
    expect(await errorOf(v.emailChangeFormSchema, { email: '' })).toBe(M.emailRequired);
    expect(await errorOf(v.confirmationCodeFormSchema, { confirmationCode: 'abc' })).toBe(
      M.codeFormat,
    );
    expect(await errorOf(v.searchFormSchema, { searchItem: ' ' })).toBe(M.searchRequired);
  });
});
