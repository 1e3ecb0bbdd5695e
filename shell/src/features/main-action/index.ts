export { MainActionButton } from './main-action-button';
