// The document title follows the route table, whichever app renders the page.
import { routeTitle, STORAGE_KEYS, storage } from '@genetype/shared';

export const SITE_NAME = '진타입';

export function documentTitleFor(pathname: string): string {
  const title = routeTitle(pathname, storage.get(STORAGE_KEYS.resetPasswordToken));
  return title === SITE_NAME ? SITE_NAME : `${title} | ${SITE_NAME}`;
}

export function installDocumentTitle(win: Window = window): () => void {
  const update = () => {
    win.document.title = documentTitleFor(win.location.pathname);
  };
  update();
  win.addEventListener('single-spa:routing-event', update);
  return () => win.removeEventListener('single-spa:routing-event', update);
}
