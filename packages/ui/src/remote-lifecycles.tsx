import React, { StrictMode } from 'react';
import type { ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { matchPath } from 'react-router-dom';
import { DEFAULT_LANGUAGE } from '@genetype/domain';
import { useLanguageStore } from '@genetype/platform';
import { AppErrorBoundary } from './app-error-boundary.js';
import type { LazyPage } from './lazy-page.js';

/** Custom props the shell passes to every app. */
interface ShellCustomProps {
  container?: HTMLElement;
}

/**
 * The app's page at an address, among its own patterns: React Router's matcher (a shared singleton)
 * rather than the route table, which would put every app's routes into this app's first chunk. The
 * shell mounts the app only on addresses the table gives it, so its own patterns are enough.
 */
function pageAt(
  pages: Readonly<Record<string, ComponentType>>,
  pathname: string,
): { page?: Partial<LazyPage>; params: Record<string, string> } {
  for (const [path, page] of Object.entries(pages)) {
    const match = matchPath({ path, caseSensitive: true }, pathname);
    if (match)
      return {
        page: page as Partial<LazyPage>,
        params: { ...match.params } as Record<string, string>,
      };
  }
  return { params: {} };
}

/** How long a mount waits for the address's page before it renders the loading state instead. */
export const FIRST_PAGE_WAIT_MS = 500;

/**
 * The page of the current address, fetched before the app renders (the shell's warm-up has
 * usually preloaded it), so the first render shows the page itself rather than the loading state
 * followed by React's reveal delay. Never longer than FIRST_PAGE_WAIT_MS; a failure is left to
 * the page's own render (the error boundary and its retry).
 */
export function firstPageArrived(
  pages: Readonly<Record<string, ComponentType>>,
  pathname: string = window.location.pathname,
): Promise<void> {
  const page = pageAt(pages, pathname).page;
  if (typeof page?.preload !== 'function') return Promise.resolve();
  return Promise.race([
    page.preload().catch(() => {}),
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS)),
  ]);
}

/** The attributes the page composer (shell/server/page-html.ts) puts on a prerendered app slot. */
export const PRERENDER_BUILD_ATTRIBUTE = 'data-prerender-build';
export const PRERENDER_PATH_ATTRIBUTE = 'data-prerender-path';
/** The fragment's language (absent on HTML composed before 2026-11-29: Korean). */
export const PRERENDER_LANGUAGE_ATTRIBUTE = 'data-prerender-lang';

/**
 * Whether the container holds HTML this very build rendered for this address, as the first render
 * will be: no router state and no query but the language (both can change what a page shows), and
 * the page in the language the HTML was rendered in.
 */
export function canHydrate(container: HTMLElement, build: string, win: Window = window): boolean {
  const state = win.history.state as { usr?: unknown } | null;
  const language = container.getAttribute(PRERENDER_LANGUAGE_ATTRIBUTE) ?? DEFAULT_LANGUAGE;
  return (
    !!build &&
    container.getAttribute(PRERENDER_BUILD_ATTRIBUTE) === build &&
    container.getAttribute(PRERENDER_PATH_ATTRIBUTE) === win.location.pathname &&
    // No query but the language's (`?lang=`, the address form of a page's language).
    /^(\?lang=[a-z]*)?$/.test(win.location.search) &&
    state?.usr == null &&
    useLanguageStore.getState().language === language
  );
}

/**
 * What the page at `pathname` needs before its first render: its chunk, then what its module asks
 * for (`prepare`, e.g. a report's text). The build's server render waits for it (an app's
 * src/prerender), and so does the browser before hydrating that HTML: both renders are the same.
 */
export async function preparePage(
  pages: Readonly<Record<string, ComponentType>>,
  pathname: string,
  ready?: PrerenderOptions['ready'],
): Promise<void> {
  const { page, params } = pageAt(pages, pathname);
  await page?.preload?.();
  await page?.module?.()?.prepare?.(params);
  await ready?.();
}

export interface PrerenderOptions {
  /** This build's id (`__PRERENDER_BUILD__`); the composer's HTML names the build that made it. */
  build: string;
  /**
   * Whether this browser's first render will be the prerendered one (default: yes). The HTML is a
   * visitor's; an app whose page differs for a member (a stored session) says no, and renders
   * afresh.
   */
  accept?: () => boolean;
  /**
   * What the app's first render needs besides its page's chunk and `prepare`, in the page's
   * language (e.g. in English: its texts and the English reading content). Both the build's
   * render (renderAppRoute) and the browser's hydration wait for it, so both renders are the same.
   */
  ready?: () => Promise<unknown> | undefined;
}

/**
 * The single-spa lifecycles an app exposes as './app': rendered into the container the shell
 * passes, with render errors contained to the app's area (the Korean fallback and its retry).
 * With the app's pages, each mount first lets the address's page arrive. With `prerender`, a
 * first mount over HTML this build prerendered for the address hydrates it (hydrateRoot); any
 * other prerendered HTML (another version's, another address's) is removed and rendered afresh.
 */
export function remoteLifecycles(
  Root: ComponentType,
  pages?: Readonly<Record<string, ComponentType>>,
  prerender?: PrerenderOptions,
) {
  let renderType: 'createRoot' | 'hydrateRoot' = 'createRoot';
  const lifecycles = singleSpaReact<ShellCustomProps>({
    React,
    ReactDOMClient,
    renderType: () => renderType,
    rootComponent: () => <Root />,
    errorBoundaryClass: AppErrorBoundary,
    domElementGetter: ({ container, name }) => {
      if (!container) throw new Error(`${name}: the shell passed no \`container\` to render into`);
      return container;
    },
  });
  if (!pages) return lifecycles;
  return {
    ...lifecycles,
    mount: async (props: Parameters<typeof lifecycles.mount>[0]) => {
      const container = props.container;
      let hydrate = false;
      if (container?.hasAttribute(PRERENDER_BUILD_ATTRIBUTE)) {
        // The whole page first (no time limit): hydrating a page still on its way would not
        // match the HTML. A failure renders afresh (the page's own error handling).
        hydrate =
          !!prerender &&
          canHydrate(container, prerender.build) &&
          (prerender.accept?.() ?? true) &&
          (await preparePage(pages, window.location.pathname, prerender.ready).then(
            () => true,
            () => false,
          ));
        container.removeAttribute(PRERENDER_BUILD_ATTRIBUTE);
        container.removeAttribute(PRERENDER_PATH_ATTRIBUTE);
        if (!hydrate) container.replaceChildren();
      }
      if (!hydrate) await firstPageArrived(pages);
      renderType = hydrate ? 'hydrateRoot' : 'createRoot';
      return lifecycles.mount(props);
    },
  };
}

/** Standalone development on the app's own port: the app without the shell's frame. */
export function mountStandalone(Root: ComponentType): void {
  const element = document.getElementById('root');
  if (!element) return;
  ReactDOMClient.createRoot(element).render(
    <StrictMode>
      <AppErrorBoundary>
        <Root />
      </AppErrorBoundary>
    </StrictMode>,
  );
}
