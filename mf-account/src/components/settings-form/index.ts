// The settings form kit: the row and dialog styles, the one-call-at-a-time hook, and the nickname
// row (the /myPage settings tab and the profile page's settings modal both show it).
export { NicknameRow } from './nickname-row';
export type { NicknameRowProps } from './nickname-row';
export { useSettingsCall } from './use-settings-call';
export type { SettingsCall } from './use-settings-call';
export { default as settingsStyles } from './settings.module.scss';
export {
  updateNickname,
  updatePassword,
  sendEmailCode,
  verifyEmailCode,
  updateEmail,
} from './settings-api';
