// The document title follows the route table, whichever app renders the page, in the page's
// language. The same function (documentTitle, packages/domain/src/domain/titles.ts) writes the Korean
// <title> of the HTML crawlers get; another language takes its words from the `shared-ui`
// catalogue (localizedDocumentTitle).
import { STORAGE_KEYS, storage } from '@genetype/platform';
import { localizedDocumentTitle } from '@genetype/ui';

export function documentTitleFor(pathname: string): string {
  return localizedDocumentTitle(pathname, storage.get(STORAGE_KEYS.resetPasswordToken));
}

/**
 * Keeps document.title right: on every single-spa routing event and on every language switch
 * (`<html lang>` changes once the chosen language's texts have loaded). `languageReady` is the
 * start of the visit's language (a stored English choice loads its texts after the first title).
 */
export function installDocumentTitle(
  win: Window = window,
  languageReady?: Promise<unknown>,
): () => void {
  const update = () => {
    win.document.title = documentTitleFor(win.location.pathname);
  };
  update();
  win.addEventListener('single-spa:routing-event', update);
  const observer = new MutationObserver(update);
  observer.observe(win.document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  let stopped = false;
  void languageReady?.then(() => {
    if (!stopped) update();
  });
  return () => {
    stopped = true;
    observer.disconnect();
    win.removeEventListener('single-spa:routing-event', update);
  };
}
