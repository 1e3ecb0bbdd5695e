// The schemas' messages follow the page's language once an app has handed over the instance
// (issue 18); without it (the API) they stay Korean.
import { ValidationError } from 'yup';
import { applyLanguage, registerNamespace, resetI18nForTests, translate } from '@genetype/platform';
import {
  CONSENT_MESSAGES,
  VALIDATION_MESSAGES,
  consentsSchema,
  otherPersonNameSchema,
  passwordChangeSchema,
  registerValidationTexts,
  resetValidationTextsForTests,
  searchItemSchema,
} from '@genetype/domain/validation';
import { VALIDATION_CATALOGUE_EN as en } from '@genetype/domain/validation/en';

async function messageOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
  throw new Error('expected a validation error');
}

const badChange = () =>
  passwordChangeSchema.validate({
    currentPassword: 'Passw0rd!',
    newPassword: 'short',
    confirmNewPassword: 'short',
  });

afterEach(() => {
  resetValidationTextsForTests();
  resetI18nForTests();
});

describe('validation messages in the page language', () => {
  it('are Korean without an instance (the API)', async () => {
    expect(await messageOf(badChange)).toBe(VALIDATION_MESSAGES.passwordFormat);
  });

  it('are Korean on a Korean page and English once English is chosen', async () => {
    registerValidationTexts({ registerNamespace, translate });
    expect(await messageOf(badChange)).toBe(VALIDATION_MESSAGES.passwordFormat);
    await applyLanguage('en');
    expect(await messageOf(badChange)).toBe(en.validation.passwordFormat);
    expect(await messageOf(() => otherPersonNameSchema.validate('가'.repeat(21)))).toBe(
      'Names can be up to 20 characters.',
    );
    expect(await messageOf(() => searchItemSchema.validate('a'.repeat(51)))).toBe(
      'Searches can be up to 50 characters.',
    );
    await applyLanguage('ko');
    expect(await messageOf(badChange)).toBe(VALIDATION_MESSAGES.passwordFormat);
  });

  it('fill numbers into the Korean constants', () => {
    expect(CONSENT_MESSAGES.tooYoung).toBe('진타입은 만 11세 이상부터 가입할 수 있어요.');
    expect(CONSENT_MESSAGES.guardianNameFormat).toBe(
      '법정대리인(보호자)의 이름을 30자 이내로 입력해 주세요.',
    );
  });

  it('English consent messages carry their numbers', async () => {
    registerValidationTexts({ registerNamespace, translate });
    await applyLanguage('en');
    const message = await messageOf(() =>
      consentsSchema.validate(
        { termsAgreed: true, privacyAgreed: true, birthDate: '2020-01-01' },
        { context: { today: new Date(2026, 0, 1) } },
      ),
    );
    expect(message).toBe('You must be 11 or older to join GeneType.');
  });
});
