// What other features of this app may use from the settings tab.
export { NicknameRow } from './nickname-row';
export type { NicknameRowProps } from './nickname-row';
