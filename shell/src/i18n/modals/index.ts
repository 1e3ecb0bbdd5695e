// The texts of the modal layer and its modals: sections of the shell's namespace, registered when this module runs
// (it travels in their lazily loaded chunk). Their components take `t` from useModalT, which is
// what keeps this module, and so the registration, in the chunk.
import { translate } from '@genetype/platform';
import type { TranslationValues } from '@genetype/platform';
import { SHELL_NS, registerShellSections, useShellT } from '..';
import ko from './ko';

registerShellSections(ko, () => import(/* webpackChunkName: "shell-i18n-en" */ './en'));

/** The shell's `t`, with these sections registered. */
export function useModalT() {
  return useShellT();
}

/** A text of these sections outside React (the modal registry's titles), in the page's language. */
export function modalText(key: string, values?: TranslationValues): string {
  return translate(SHELL_NS, key, values);
}
