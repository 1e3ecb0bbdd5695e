// The `shared-ui` namespace: texts of shared's React building blocks (packages/ui/src) and the
// document titles in the page's language. Part of the root entry (the federation singleton), so
// the remotes' packages/ui/src reach it without bundling a copy of their own. English is its own
// chunk, fetched only when English is chosen.
import {
  KOREAN_TITLE_TEXTS,
  documentTitle,
  mainAction,
  routeTitleKey,
  typeById,
} from '@genetype/domain';
import type { RouteEntry, TitleTexts } from '@genetype/domain';
import { useLanguageStore } from '../../stores/language-store.js';
import { registerNamespace, translate, useTranslation } from '../i18n.js';
import ko from './ko.js';

export const SHARED_UI_NS = 'shared-ui';

export function registerSharedUiTexts(): Promise<void> {
  return registerNamespace(SHARED_UI_NS, {
    ko,
    load: { en: () => import(/* webpackChunkName: "shared-ui-i18n-en" */ './en.js') },
  });
}

// Registered on import, so every shared component (and its tests) finds its texts.
void registerSharedUiTexts();

/** The `t` of shared's own components (packages/ui/src). Apps use their own namespace's hook. */
export function useSharedUiT() {
  return useTranslation(SHARED_UI_NS).t;
}

const t = (key: string, values?: Record<string, unknown>) => translate(SHARED_UI_NS, key, values);

/** A type's name in the page's language ('주의 깊은 탐험가', 'Mindful Explorer'); undefined outside 1..54. */
export function localizedTypeName(id: number): string | undefined {
  const entry = typeById(id);
  if (!entry) return undefined;
  return t('titles.typeName', {
    adjective: t(`titles.typeAdjectives.group${entry.group}.${entry.drd4}-${entry.htt}`),
    noun: t(`titles.typeNouns.group${entry.group}`),
  });
}

/** A group's name in the page's language ('뚝심 탐구자', 'Steadfast Seeker'), by its id 1..9. */
export function localizedGroupName(groupId: number): string {
  return t(`titles.groupNames.group${groupId}`);
}

/** The words of titles in the page's language (Korean: the domain's own). */
export function localizedTitleTexts(): TitleTexts {
  if (useLanguageStore.getState().language === 'ko') return KOREAN_TITLE_TEXTS;
  return {
    siteName: t('titles.site'),
    pageTitle: (entry: RouteEntry) => t(`titles.pages.${routeTitleKey(entry)}`),
    typeHeading: (id: number) => {
      const name = localizedTypeName(id);
      return name === undefined ? undefined : t('titles.typeHeading', { id, name });
    },
  };
}

/** The document title of a path in the page's language (the shell keeps document.title so). */
export function localizedDocumentTitle(pathname: string, storedResetToken?: string | null): string {
  return documentTitle(pathname, storedResetToken, localizedTitleTexts());
}

/** `mainAction(user)` with its label in the page's language (re-renders on a switch). */
export function useMainAction(
  user: Parameters<typeof mainAction>[0],
): ReturnType<typeof mainAction> {
  const t = useSharedUiT();
  const action = mainAction(user);
  return { ...action, label: t(`mainAction.${action.key}`) };
}
