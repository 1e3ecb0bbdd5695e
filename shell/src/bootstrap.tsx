import { DEFAULT_LANGUAGE } from '@genetype/domain';
import { loadRuntimeConfig, startLanguage, useLanguageStore } from '@genetype/platform';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Frame } from './app/frame';
import { installAccountLanguage } from './features/language';
import './i18n';
import { installPinsFromLocation, remoteLoader } from './federation';
import { installFieldMetrics } from './features/field-metrics';
import { installScrollRestoration } from './features/scroll-restoration';
import { loadWebFont } from './features/web-font/load-web-font';
import { installDocumentTitle } from './single-spa/document-title';
import { startRootConfig } from './single-spa/root-config';

// This environment's API address and keys (/config.json): the API client's first request waits
// for it, so it starts before anything else.
void loadRuntimeConfig();
loadWebFont();
// A tester's ?mf-pin= is stored and removed from the address before any app reads the URL.
installPinsFromLocation();
// single-spa first: it patches the history API, so every router mounted afterwards (the frame's,
// each app's) hears every navigation, whichever app made it.
startRootConfig({
  loader: remoteLoader,
  loadShellPages: () =>
    import(/* webpackChunkName: "shell-pages" */ './features/error-pages/lifecycles'),
});
installScrollRestoration();
// Listeners now (the first interaction); the measuring chunk at idle, for sampled views only.
installFieldMetrics();
// Korean needs no fetch; a stored or browser choice of English loads its chunks first.
const languageReady = startLanguage();
installAccountLanguage();
installDocumentTitle(window, languageReady);

const frameRoot = document.getElementById('frame-root');
if (frameRoot) {
  const root = createRoot(frameRoot);
  // A transition renders in slices, yielding between them, so the first render of the frame does
  // not hold the main thread while the page's remote arrives and starts (input stays responsive).
  const render = () =>
    startTransition(() => {
      root.render(
        <StrictMode>
          <BrowserRouter>
            <Frame />
          </BrowserRouter>
        </StrictMode>,
      );
    });
  // In another language the frame's first render waits for its texts: it replaces the prerendered
  // frame (English HTML) and would otherwise show the Korean fallback for a moment.
  if (useLanguageStore.getState().language === DEFAULT_LANGUAGE) render();
  else void languageReady.then(render, render);
} else {
  console.error('index.html has no #frame-root: the navbar, footer and modals cannot render');
}
