// The consent form is shared with /marketing (first social sign-in): import it from here.
export {
  ConsentForm,
  EMPTY_CONSENT_VALUES,
  fromConsentsRequest,
  toConsentsRequest,
} from './consent-form';
export type { ConsentFormProps, ConsentFormValues } from './consent-form';
export { isLoggedIn, signupState } from './signup-state';
export type { SignupState } from './signup-state';
