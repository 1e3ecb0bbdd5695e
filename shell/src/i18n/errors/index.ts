// The texts of the error pages: sections of the shell's namespace, registered when this module runs
// (it travels in their lazily loaded chunk). Their components take `t` from useErrorPageT, which is
// what keeps this module, and so the registration, in the chunk.
import { registerShellSections, useShellT } from '..';
import ko from './ko';

registerShellSections(ko, () => import(/* webpackChunkName: "shell-i18n-en" */ './en'));

/** The shell's `t`, with these sections registered. */
export function useErrorPageT() {
  return useShellT();
}
