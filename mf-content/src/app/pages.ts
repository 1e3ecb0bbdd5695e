// Every route this app owns (ROUTE_TABLE) → its page, each in its own chunk.
import type { ComponentType } from 'react';
import { textsReady, useLanguageStore } from '@genetype/platform';
import { lazyPage } from '@genetype/ui';

const homePage = lazyPage(
  () => import(/* webpackChunkName: "page-home" */ '../features/home/home-page'),
);
const typeReportListPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-type-report-list" */ '../features/type-report/type-report-list-page'
    ),
);
const typeReportPage = lazyPage(
  () =>
    import(/* webpackChunkName: "page-type-report" */ '../features/type-report/type-report-page'),
);
const geneTypePage = lazyPage(
  () => import(/* webpackChunkName: "page-gene-type" */ '../features/gene-type/gene-type-page'),
);
const learningGenePage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-learning-gene" */ '../features/learning-gene/learning-gene-page'
    ),
);
const contactPage = lazyPage(
  () => import(/* webpackChunkName: "page-contact" */ '../features/contact/contact-page'),
);
const termsPage = lazyPage(
  () => import(/* webpackChunkName: "page-terms" */ '../features/terms/terms-page'),
);
const privacyPage = lazyPage(
  () => import(/* webpackChunkName: "page-privacy" */ '../features/privacy/privacy-page'),
);

/** Keyed by the route-table pattern; a test keeps this in step with `routesOf('mf-content')`. */
export const pages: Readonly<Record<string, ComponentType>> = {
  '/': homePage,
  '/typeReport': typeReportListPage,
  '/typeReport/:number': typeReportPage,
  '/geneType': geneTypePage,
  '/GeneType': geneTypePage,
  '/geneType/:section': geneTypePage,
  '/learningGene': learningGenePage,
  '/LearningGene': learningGenePage,
  '/learningGene/:section': learningGenePage,
  '/contact': contactPage,
  '/termAndCondition': termsPage,
  '/privacyPolicy': privacyPage,
};

/**
 * What a first render in a language other than Korean reads besides its page: the app's texts in
 * that language. (The reading content a page shows is its own `prepare`'s, one chunk per page.)
 * The build's English prerender and the browser's hydration of it both wait for it
 * (remoteLifecycles, renderAppRoute), so both renders match.
 */
export function readyInLanguage(): Promise<unknown> | undefined {
  return useLanguageStore.getState().language === 'ko' ? undefined : textsReady();
}
