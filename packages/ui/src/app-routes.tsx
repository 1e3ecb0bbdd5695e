import { Suspense, lazy } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { AppName } from '@genetype/domain';
import { PageLoading } from './page-loading.js';

// Development on an app's own port only: kept out of the production code a page loads first.
const StandaloneIndex = lazy(() =>
  import('./standalone-index.js').then((module) => ({ default: module.StandaloneIndex })),
);

export interface AppRoutesProps {
  app: AppName;
  /**
   * The app's pages keyed by route-table pattern: exactly the routes ROUTE_TABLE gives the app (the
   * app's routes test holds it to that), so the table itself stays out of the app's first chunk.
   */
  pages: Readonly<Record<string, ComponentType>>;
  /** Running alone on its dev port: paths it does not own list its pages instead of nothing. */
  standalone?: boolean;
  /** Extra <Route> elements matched before the catch-all (e.g. the stored reset-token path). */
  children?: ReactNode;
}

/** The routes an app owns; the shell's single-spa config mounts it only on those. */
export function AppRoutes({ app, pages, standalone = false, children }: AppRoutesProps) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        {Object.entries(pages).map(([path, Page]) => (
          <Route key={path} path={path} caseSensitive element={<Page />} />
        ))}
        {children}
        <Route path="*" element={standalone ? <StandaloneIndex app={app} /> : null} />
      </Routes>
    </Suspense>
  );
}

/** The app's own router over the one browser history (react-router is a shared singleton). */
export function AppRouter(props: AppRoutesProps) {
  return (
    <BrowserRouter>
      <AppRoutes {...props} />
    </BrowserRouter>
  );
}
