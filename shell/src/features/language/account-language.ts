// A member's language lives in their account too (issue 18): at login the account's language is
// applied; a choice made while logged in is saved to the account (a failure is only logged —
// the choice still holds on this device).
import { useAuthStore, useLanguageStore } from '@genetype/platform';
import { isLanguage, type Language } from '@genetype/domain';
import { updateLanguage } from './api/update-language';

let installed = false;

export function installAccountLanguage(): void {
  if (installed) return;
  installed = true;
  // Set while applying the account's own language, so it is not saved straight back.
  let applying = false;

  useAuthStore.subscribe((state, previous) => {
    const user = state.user;
    if (!user || user.userId === previous.user?.userId) return;
    const saved = user.language;
    if (isLanguage(saved) && saved !== useLanguageStore.getState().language) {
      applying = true;
      void useLanguageStore
        .getState()
        .setLanguage(saved)
        .finally(() => {
          applying = false;
        });
    }
  });

  useLanguageStore.subscribe((state, previous) => {
    if (applying || state.language === previous.language) return;
    if (!useAuthStore.getState().user) return;
    saveLanguage(state.language);
  });
}

function saveLanguage(language: Language): void {
  updateLanguage({ language }).catch((error: unknown) => {
    console.error('Could not save the language to the account', error);
  });
}
