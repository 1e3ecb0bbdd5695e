// Build-time only (Node): the HTML an app's prerender entry (src/prerender, compiled by
// packages/tooling/build/prerender-plugin.cjs) writes for a route. No browser bundle imports it.
import type { Readable } from 'node:stream';
import type { ComponentType, ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppErrorBoundary } from '../app-error-boundary.js';
import { DEFAULT_LANGUAGE, type Language } from '@genetype/domain';
import { applyLanguage, useLanguageStore } from '@genetype/platform';
import { preparePage, type PrerenderOptions } from '../remote-lifecycles.js';

/** The page's language for the renders that follow, as the browser's start sets it (no storage). */
async function inLanguage(language: Language): Promise<void> {
  if (useLanguageStore.getState().language === language) return;
  useLanguageStore.setState({ language });
  await applyLanguage(language);
}

async function text(stream: Readable): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : chunk.toString();
  return html;
}

/**
 * The HTML of an app's root at `path`, as a visitor's first render in the browser produces it:
 * the tree its exposes/app.tsx mounts through remoteLifecycles (the error boundary, then the
 * app's routes), once the page's chunk and what it prepares are in.
 */
export async function renderAppRoute(
  pages: Readonly<Record<string, ComponentType>>,
  path: string,
  routes: ReactNode,
  {
    language = DEFAULT_LANGUAGE,
    ready,
  }: { language?: Language; ready?: PrerenderOptions['ready'] } = {},
): Promise<string> {
  await inLanguage(language);
  await preparePage(pages, path, ready);
  const { prelude } = await prerenderToNodeStream(
    <AppErrorBoundary>
      <StaticRouter location={path}>{routes}</StaticRouter>
    </AppErrorBoundary>,
  );
  return text(prelude as Readable);
}
