// The document title follows the route table, whichever app renders the page. The same function
// (documentTitle, shared/src/domain/titles.ts) writes the <title> of the HTML crawlers get.
import { documentTitle, STORAGE_KEYS, storage } from '@genetype/shared';

export function documentTitleFor(pathname: string): string {
  return documentTitle(pathname, storage.get(STORAGE_KEYS.resetPasswordToken));
}

export function installDocumentTitle(win: Window = window): () => void {
  const update = () => {
    win.document.title = documentTitleFor(win.location.pathname);
  };
  update();
  win.addEventListener('single-spa:routing-event', update);
  return () => win.removeEventListener('single-spa:routing-event', update);
}
