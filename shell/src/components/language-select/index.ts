export { LanguageSelect } from './language-select';
