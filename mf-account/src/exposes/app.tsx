// The only module mf-account exposes: its single-spa lifecycles, mounted by the shell.
import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AppRouter } from '../app/app-router';
import { AppErrorBoundary } from '../lib/app-error-boundary';

/** Custom props the shell passes to every app. */
interface ShellCustomProps {
  container?: HTMLElement;
}

function AppRoot() {
  return <AppRouter />;
}

const lifecycles = singleSpaReact<ShellCustomProps>({
  React,
  ReactDOMClient,
  rootComponent: AppRoot,
  // A render error stays inside this app's area, with the Korean fallback and its retry.
  errorBoundaryClass: AppErrorBoundary,
  domElementGetter: ({ container, name }) => {
    if (!container) throw new Error(`${name}: the shell passed no \`container\` to render into`);
    return container;
  },
});

export const { bootstrap, mount, unmount } = lifecycles;
