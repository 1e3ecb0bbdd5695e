// Every route this app owns (ROUTE_TABLE) → its page, each in its own chunk.
import type { ComponentType } from 'react';
import { textsReady, useLanguageStore } from '@genetype/platform';
import { lazyPage } from '@genetype/ui';

const questionsPage = lazyPage(
  () => import(/* webpackChunkName: "page-questions" */ '../features/questions/questions-page'),
);
const welcomePage = lazyPage(
  () => import(/* webpackChunkName: "page-welcome" */ '../features/result/welcome-page'),
);
const resultPage = lazyPage(
  () => import(/* webpackChunkName: "page-result" */ '../features/result/result-page'),
);
const resultPrintPage = lazyPage(
  () => import(/* webpackChunkName: "page-result-print" */ '../features/result/print-report-page'),
);
const thankYouPage = lazyPage(
  () => import(/* webpackChunkName: "page-thank-you" */ '../features/result/thank-you-page'),
);

/** Keyed by the route-table pattern; a test keeps this in step with `routesOf('mf-questionnaire')`. */
export const pages: Readonly<Record<string, ComponentType>> = {
  '/questions': questionsPage,
  '/welcome': welcomePage,
  '/result': resultPage,
  '/result/print': resultPrintPage,
  '/thank-you': thankYouPage,
};

/**
 * What a first render in a language other than Korean reads besides its page: the app's texts in
 * that language (the demo's wording is the page chunk's own, @genetype/content/demo-questions).
 * The build's English prerender and the browser's hydration of it both wait for it
 * (remoteLifecycles, renderAppRoute), so both renders match.
 */
export function readyInLanguage(): Promise<unknown> | undefined {
  return useLanguageStore.getState().language === 'ko' ? undefined : textsReady();
}
