// The person a member answers for (a child, a parent): the same rules the API applies.
import { object, string } from 'yup';
import { OTHER_NAME_MAX } from '../contracts/questions.js';

export const OTHER_PERSON_MESSAGES = {
  nameRequired: '검사할 분의 이름을 입력해 주세요.',
  nameTooLong: `이름은 ${OTHER_NAME_MAX}자 이내로 입력해 주세요.`,
} as const;

export const otherPersonNameSchema = string()
  .typeError(OTHER_PERSON_MESSAGES.nameRequired)
  .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
  .required(OTHER_PERSON_MESSAGES.nameRequired)
  // Counted in characters as the API counts them (code points), not UTF-16 units.
  .test('max-characters', OTHER_PERSON_MESSAGES.nameTooLong, (value) =>
    typeof value !== 'string' ? true : [...value].length <= OTHER_NAME_MAX,
  );

export const otherPersonFormSchema = object({ name: otherPersonNameSchema });
