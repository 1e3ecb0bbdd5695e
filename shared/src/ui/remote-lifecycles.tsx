import React, { StrictMode } from 'react';
import type { ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AppErrorBoundary } from './app-error-boundary.js';

/** Custom props the shell passes to every app. */
interface ShellCustomProps {
  container?: HTMLElement;
}

/**
 * The single-spa lifecycles an app exposes as './app': rendered into the container the shell
 * passes, with render errors contained to the app's area (the Korean fallback and its retry).
 */
export function remoteLifecycles(Root: ComponentType) {
  return singleSpaReact<ShellCustomProps>({
    React,
    ReactDOMClient,
    rootComponent: () => <Root />,
    errorBoundaryClass: AppErrorBoundary,
    domElementGetter: ({ container, name }) => {
      if (!container) throw new Error(`${name}: the shell passed no \`container\` to render into`);
      return container;
    },
  });
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
