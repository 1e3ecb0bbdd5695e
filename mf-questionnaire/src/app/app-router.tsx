import { AppRoutes as OwnedRoutes, AppRouter as OwnedRouter } from '@genetype/ui';
import { pages } from './pages';

export const APP = 'mf-questionnaire';

export interface AppRoutesProps {
  /** Running alone on its dev port: paths it does not own list its pages instead of nothing. */
  standalone?: boolean;
}

export function AppRoutes({ standalone = false }: AppRoutesProps) {
  return <OwnedRoutes app={APP} pages={pages} standalone={standalone} />;
}

export function AppRouter({ standalone = false }: AppRoutesProps) {
  return <OwnedRouter app={APP} pages={pages} standalone={standalone} />;
}
