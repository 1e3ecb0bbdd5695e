// The person a member answers for (a child, a parent): the same rules the API applies.
import { object, string } from 'yup';
import { OTHER_NAME_MAX } from '../contracts/questions.js';
import { FAMILY_RELATIONS } from '../domain/family.js';
import { fillText, inLanguage } from '../i18n/validation/index.js';
import ko from '../i18n/validation/ko.js';

/** The Korean texts (the API answers with these). */
export const OTHER_PERSON_MESSAGES = {
  nameRequired: ko.otherPerson.nameRequired,
  nameTooLong: fillText(ko.otherPerson.nameTooLong, { max: OTHER_NAME_MAX }),
  relationRequired: ko.otherPerson.relationRequired,
} as const;

// Asked for in the page's language when a value fails.
const nameRequired = inLanguage('otherPerson.nameRequired');
const nameTooLong = inLanguage('otherPerson.nameTooLong', { max: OTHER_NAME_MAX });
const relationRequired = inLanguage('otherPerson.relationRequired');

export const otherPersonNameSchema = string()
  .typeError(nameRequired)
  .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
  .required(nameRequired)
  // Counted in characters as the API counts them (code points), not UTF-16 units.
  .test('max-characters', nameTooLong, (value) =>
    typeof value !== 'string' ? true : [...value].length <= OTHER_NAME_MAX,
  );

/** The person's relation to the member (자녀, 부모, 배우자, 형제자매, 기타). */
export const otherPersonRelationSchema = string()
  .typeError(relationRequired)
  .required(relationRequired)
  .oneOf([...FAMILY_RELATIONS], relationRequired);

export const otherPersonFormSchema = object({
  name: otherPersonNameSchema,
  relation: otherPersonRelationSchema,
});
