// /signup and /create-account are one page (spec §2); both start at /agreement without consents.
export { default } from './create-account-page';
