import React, { StrictMode } from 'react';
import type { ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { matchRoute } from '@genetype/shared';
import { AppErrorBoundary } from './app-error-boundary.js';
import type { LazyPage } from './lazy-page.js';

/** Custom props the shell passes to every app. */
interface ShellCustomProps {
  container?: HTMLElement;
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
  const page = pages[matchRoute(pathname).entry.path] as Partial<LazyPage> | undefined;
  if (typeof page?.preload !== 'function') return Promise.resolve();
  return Promise.race([
    page.preload().catch(() => {}),
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS)),
  ]);
}

/**
 * The single-spa lifecycles an app exposes as './app': rendered into the container the shell
 * passes, with render errors contained to the app's area (the Korean fallback and its retry).
 * With the app's pages, each mount first lets the address's page arrive.
 */
export function remoteLifecycles(
  Root: ComponentType,
  pages?: Readonly<Record<string, ComponentType>>,
) {
  const lifecycles = singleSpaReact<ShellCustomProps>({
    React,
    ReactDOMClient,
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
      await firstPageArrived(pages);
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
