// Registers the shell's namespace on the page's i18n registry. English is a separate chunk
// (webpackChunkName below) fetched only when English is chosen. What only lazily loaded parts show
// (the modal layer, the error pages, the side menu) is not here: each part registers its own
// sections (./modals, ./errors, ./side-menu) when its chunk runs, so a first visit carries only
// the texts its first render shows.
import { registerNamespace, registerSections, useTranslation } from '@genetype/platform';
import type { Catalogue, CatalogueLoader } from '@genetype/platform';
import ko from './ko';

export const SHELL_NS = 'shell';

export function registerShellTexts(): Promise<void> {
  return registerNamespace(SHELL_NS, {
    ko,
    load: { en: () => import(/* webpackChunkName: "shell-i18n-en" */ './en') },
  });
}

// Registered on import, so any shell component (and its tests) finds its texts.
void registerShellTexts();

/**
 * Registers a lazily loaded part's sections of the shell's namespace (`t('<section>.…')` finds
 * them). Its English loader should name the chunk "shell-i18n-en", so all of the shell's English
 * stays one fetch.
 */
export function registerShellSections(sections: Record<string, Catalogue>, en: CatalogueLoader) {
  registerSections(SHELL_NS, sections, { en });
}

/** The shell's `t`, bound to its namespace. */
export function useShellT() {
  return useTranslation(SHELL_NS).t;
}
