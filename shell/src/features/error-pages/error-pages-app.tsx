import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

const NotFoundPage = lazy(
  () => import(/* webpackChunkName: "page-not-found" */ './not-found-page'),
);
const ServerErrorPage = lazy(
  () => import(/* webpackChunkName: "page-server-error" */ './server-error-page'),
);

/** The shell's own pages: /500, and not-found for /404 and every path no app owns. */
export function ErrorPagesRoutes() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route path="/500" element={<ServerErrorPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}

export function ErrorPagesApp() {
  return (
    <BrowserRouter>
      <ErrorPagesRoutes />
    </BrowserRouter>
  );
}
