import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { routesOf } from '@genetype/shared';
import { PageLoading } from '../lib/page-loading';
import { StandaloneIndex } from '../lib/standalone-index';
import { pages } from './pages';

export const APP = 'mf-questionnaire';

export interface AppRoutesProps {
  /** Running alone on its dev port: paths it does not own list its pages instead of nothing. */
  standalone?: boolean;
}

/** The routes mf-questionnaire owns (ROUTE_TABLE); the shell's single-spa config mounts it only on those. */
export function AppRoutes({ standalone = false }: AppRoutesProps) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        {routesOf(APP).map(({ path }) => {
          const Page = pages[path];
          return Page ? <Route key={path} path={path} caseSensitive element={<Page />} /> : null;
        })}
        <Route path="*" element={standalone ? <StandaloneIndex app={APP} /> : null} />
      </Routes>
    </Suspense>
  );
}

/** The app's own router over the one browser history (react-router is a shared singleton). */
export function AppRouter({ standalone = false }: AppRoutesProps) {
  return (
    <BrowserRouter>
      <AppRoutes standalone={standalone} />
    </BrowserRouter>
  );
}
