// English validation messages (namespace `shared-validation`): their own chunk, fetched only when
// English is chosen.
import type { ValidationCatalogue } from './ko.js';

const en: ValidationCatalogue = {
  validation: {
    phoneRequired: 'Please enter your mobile number.',
    phoneFormat: 'Please enter a valid mobile number.',
    emailRequired: 'Please enter your email.',
    emailFormat: 'Please enter a valid email address.',
    emailTooLong: 'Email addresses can be up to 254 characters.',
    emailLocalTooLong: 'The part before the @ can be up to 64 characters.',
    emailTypoHint: 'Double-check it for typos.',
    loginRequired: 'Please enter your ID or email.',
    loginFormat: 'Please enter a valid email or ID.',
    loginPasswordRequired: 'Please enter your password.',
    loginPasswordFormat: 'Please enter the password you chose when you signed up.',
    choiceRequired: 'Please choose one of the options above.',
    reviewRequired: 'Please write your review.',
    reviewTooLong: 'Reviews can be up to 500 characters.',
    nicknameRequired: 'Please enter a nickname.',
    nicknameTooShort: 'Your nickname needs at least 5 characters.',
    nicknameFormat: 'Nicknames use English letters and numbers only, up to 30 characters.',
    passwordRequired: 'Please enter your password.',
    passwordFormat:
      'Your password must be 8–16 characters and include a letter, a number and a symbol.',
    passwordHint: 'Use at least 8 characters, mixing letters, numbers and symbols.',
    currentPasswordRequired: 'Please enter your current password.',
    confirmPasswordRequired: 'Please enter your password again.',
    passwordMismatch: "The passwords don't match. Please try again.",
    codeRequired: 'Please enter the verification code.',
    codeFormat: 'Please enter the code exactly as you received it.',
    searchRequired: 'Please enter a search term.',
    userIdRequired: 'Please enter an ID.',
    userIdFormat: 'Your ID must be 5–20 letters and numbers.',
  },
  consents: {
    consentsRequired: 'Please review the terms you agree to.',
    termsRequired: 'Please agree to the Terms of Service.',
    privacyRequired: 'Please agree to the collection and use of your personal information.',
    marketingFormat: 'Please choose again whether you want marketing messages.',
    birthDateRequired: 'Please enter your date of birth.',
    birthDateFormat: 'Please enter a valid date of birth (e.g. 2010-03-15).',
    birthDateFuture: "Your date of birth can't be in the future.",
    tooYoung: 'You must be {{age}} or older to join GeneType.',
    guardianConsentRequired: 'Members under {{age}} need consent from a parent or legal guardian.',
    guardianNameRequired: "Please enter your parent or guardian's name.",
    guardianNameFormat: "Your parent or guardian's name can be up to {{max}} characters.",
    guardianPhoneRequired: "Please enter your parent or guardian's mobile number.",
    guardianPhoneFormat: "Please enter your parent or guardian's 11-digit mobile number.",
  },
  otherPerson: {
    nameRequired: 'Please enter the name of the person taking the test.',
    nameTooLong: 'Names can be up to {{max}} characters.',
    relationRequired: 'Please choose how this person is related to you.',
  },
  recovery: {
    resetTokenInvalid:
      "This password reset link isn't valid. Please check the link in your email again.",
  },
  search: {
    notText: 'Please type your search as text.',
    tooLong: 'Searches can be up to {{max}} characters.',
  },
};

export default en;
