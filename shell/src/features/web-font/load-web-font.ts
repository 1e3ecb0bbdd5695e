// Pretendard arrives after the first page on a first visit, from the first paint afterwards.
//
// The site's text first paints in the fallback stack (Apple SD Gothic Neo, Malgun Gothic, Noto
// Sans KR: $font-family in packages/ui/styles/_tokens.scss) while the web font would still be downloading: its slices
// for one page weigh more than all the page's JavaScript (about 280 KB on the home page), and on a
// slow mobile network they would share the bandwidth with the code that renders the page. So a
// browser that has never loaded the font asks for its @font-face rules only once the first page
// has settled, and swaps once. After that the slices come from the HTTP cache (hashed names,
// immutable), so later visits ask for the rules at boot and paint in Pretendard from the start.
import { whenPageSettled } from '../../app/page-settle';

/** Set once the font has loaded in this browser (value: the date, for someone reading storage). */
export const WEB_FONT_KEY = 'genetype:web-font';

interface FontStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const requestFontFaces = () =>
  import(/* webpackChunkName: "web-font" */ './font-faces.module.scss');

function browserStorage(): FontStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked: every visit is a first visit
  }
}

function hasLoadedBefore(storage: FontStorage | null): boolean {
  try {
    return storage?.getItem(WEB_FONT_KEY) != null;
  } catch {
    return false;
  }
}

function rememberLoaded(storage: FontStorage | null, fonts: FontFaceSet | undefined): void {
  const remember = () => {
    try {
      storage?.setItem(WEB_FONT_KEY, new Date().toISOString());
    } catch {
      // storage full or blocked: the next visit defers the font again
    }
  };
  if (!fonts?.ready) {
    remember();
    return;
  }
  // The slices are asked for at the next layout; `ready` then waits for them.
  const afterLayout = (work: () => void) =>
    typeof requestAnimationFrame === 'function' ? requestAnimationFrame(work) : work();
  afterLayout(() => void fonts.ready.then(remember));
}

export function loadWebFont({
  storage = browserStorage(),
  afterFirstPage = whenPageSettled,
  request = requestFontFaces,
  fonts = typeof document === 'undefined' ? undefined : document.fonts,
}: {
  storage?: FontStorage | null;
  afterFirstPage?: (work: () => void) => void;
  request?: () => Promise<unknown>;
  fonts?: FontFaceSet;
} = {}): void {
  const load = () => {
    request()
      .then(() => rememberLoaded(storage, fonts))
      .catch(() => {
        // A stylesheet that cannot load leaves the fallback fonts, which read just as well.
      });
  };
  if (hasLoadedBefore(storage)) load();
  else afterFirstPage(load);
}
