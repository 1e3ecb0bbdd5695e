// The consent form of sign-up's agreement step and of /marketing (first social sign-in).
export {
  ConsentForm,
  EMPTY_CONSENT_VALUES,
  fromConsentsRequest,
  toConsentsRequest,
} from './consent-form';
export type { ConsentFormProps, ConsentFormValues } from './consent-form';
