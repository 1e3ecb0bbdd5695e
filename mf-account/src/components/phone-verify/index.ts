// Phone identity verification for this app's pages (the settings phone row uses it).
export { usePhoneVerification } from './use-phone-verification';
export type { PhoneVerification } from './use-phone-verification';
export { PhoneVerifyButton } from './phone-verify-button';
export type { PhoneVerifyButtonProps } from './phone-verify-button';
