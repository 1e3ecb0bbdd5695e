export { installAccountLanguage } from './account-language';
