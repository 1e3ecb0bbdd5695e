export {
  applyLanguage,
  currentLanguage,
  registerNamespace,
  registerSections,
  registerTextFormats,
  resetI18nForTests,
  textsReady,
  translate,
  useTranslation,
} from './i18n.js';
export type { CatalogueLoader, NamespaceSource, Translate } from './i18n.js';
export type { Catalogue, TextFormats, TranslationValues } from '@genetype/domain/texts';
export {
  SHARED_UI_NS,
  localizedDocumentTitle,
  localizedGroupName,
  localizedTitleTexts,
  localizedTypeName,
  registerSharedUiTexts,
  useMainAction,
  useSharedUiT,
} from './ui/index.js';
export { default as SHARED_UI_KO } from './ui/ko.js';
