import { OTHER_PERSON_MESSAGES, otherPersonNameSchema } from './other-person.js';

describe('otherPersonNameSchema', () => {
  it('trims a name and accepts up to 20 characters, Korean included', async () => {
    await expect(otherPersonNameSchema.validate('  김민준 ')).resolves.toBe('김민준');
    await expect(otherPersonNameSchema.validate('가'.repeat(20))).resolves.toHaveLength(20);
  });

  it('refuses a blank or too long name with Korean messages', async () => {
    await expect(otherPersonNameSchema.validate('   ')).rejects.toThrow(
      OTHER_PERSON_MESSAGES.nameRequired,
    );
    await expect(otherPersonNameSchema.validate('가'.repeat(21))).rejects.toThrow(
      OTHER_PERSON_MESSAGES.nameTooLong,
    );
  });
});
