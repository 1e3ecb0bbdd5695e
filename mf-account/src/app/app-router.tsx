import { Route } from 'react-router-dom';
import { AppRoutes as OwnedRoutes, AppRouter as OwnedRouter, lazyPage } from '@genetype/ui';
import { pages } from './pages';

export const APP = 'mf-account';

// Registered apart from the table: its pattern would catch every one-segment path.
const StoredTokenResetPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-stored-token-reset" */ '../features/reset-password/stored-token-reset-page'
    ),
);
const storedTokenRoute = <Route path="/:resetPasswordToken" element={<StoredTokenResetPage />} />;

export interface AppRoutesProps {
  /** Running alone on its dev port: paths it does not own list its pages instead of nothing. */
  standalone?: boolean;
}

export function AppRoutes({ standalone = false }: AppRoutesProps) {
  return (
    <OwnedRoutes app={APP} pages={pages} standalone={standalone}>
      {storedTokenRoute}
    </OwnedRoutes>
  );
}

export function AppRouter({ standalone = false }: AppRoutesProps) {
  return (
    <OwnedRouter app={APP} pages={pages} standalone={standalone}>
      {storedTokenRoute}
    </OwnedRouter>
  );
}
