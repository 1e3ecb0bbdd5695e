import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Frame } from './app/frame';
import { installPinsFromLocation, remoteLoader } from './federation';
import { installScrollRestoration } from './features/scroll-restoration';
import { loadWebFont } from './features/web-font/load-web-font';
import { installDocumentTitle } from './single-spa/document-title';
import { startRootConfig } from './single-spa/root-config';

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
installDocumentTitle();

const frameRoot = document.getElementById('frame-root');
if (frameRoot) {
  const root = createRoot(frameRoot);
  // A transition renders in slices, yielding between them, so the first render of the frame does
  // not hold the main thread while the page's remote arrives and starts (input stays responsive).
  startTransition(() => {
    root.render(
      <StrictMode>
        <BrowserRouter>
          <Frame />
        </BrowserRouter>
      </StrictMode>,
    );
  });
} else {
  console.error('index.html has no #frame-root: the navbar, footer and modals cannot render');
}
