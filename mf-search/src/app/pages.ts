// Every route this app owns (ROUTE_TABLE) → its page, each in its own chunk.
import type { ComponentType } from 'react';
import { lazyPage } from '@genetype/ui';

const searchPage = lazyPage(
  () => import(/* webpackChunkName: "page-search" */ '../features/search-page/search-page'),
);

/** Keyed by the route-table pattern; a test keeps this in step with `routesOf('mf-search')`. */
export const pages: Readonly<Record<string, ComponentType>> = {
  '/search': searchPage,
};
