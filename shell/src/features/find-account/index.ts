export { FindAccountModal } from './find-account-modal';
