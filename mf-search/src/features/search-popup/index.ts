export { SearchPopup } from './search-popup';
export type { SearchPopupProps } from './search-popup';
