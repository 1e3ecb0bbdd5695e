export { AccountControls, displayName } from './account-controls';
export type { AccountPlacement } from './account-controls';
export { LoginModal, clearFoundEmail, forgetLoginIntent, referrerPath } from './login-modal';
export type { LoginTakeOver } from './login-modal';
export { LoginFailedModal } from './login-failed-modal';
export {
  ForgotPasswordModal,
  WrongEmailModal,
  RESET_MAIL_FAILED_MESSAGE,
} from './forgot-password-modal';
export { SessionExpiredModal, SESSION_EXPIRED_MESSAGE } from './session-expired-modal';
export { useLogout, LOGOUT_SUCCESS_MESSAGE, AFTER_LOGOUT_PATH } from './use-logout';
export { LOGIN_PARAM, useOpenLoginFromRoute } from './use-open-login-from-route';
export { WithdrawalPendingModal, withdrawalPendingText } from './withdrawal-pending-modal';
export { SocialEmailTakenModal } from './social-email-taken-modal';
