// The questionnaire's dialogs (notices, analysing, retake confirmation) are the shared Dialog;
// these styles lay out what goes inside (text, the buttons row, the spinner).
export { default as dialogStyles } from './dialog-content.module.scss';
