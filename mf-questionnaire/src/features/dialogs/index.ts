export { Dialog } from './dialog';
export type { DialogProps } from './dialog';
export { default as dialogStyles } from './dialog.module.scss';
