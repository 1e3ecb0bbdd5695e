import { Link } from 'react-router-dom';
import { routesOf } from '@genetype/domain';
import type { AppName } from '@genetype/domain';
import { localizedTitleTexts, useSharedUiT } from '@genetype/platform';

function samplePath(pattern: string): string {
  return pattern.replace(/:number\b/, '1').replace(/:[A-Za-z]+/g, 'example');
}

/**
 * Standalone development only (the app on its own port): paths this app does not own show its
 * pages instead of a blank screen. Inside the site, the shell's not-found page answers them.
 */
export function StandaloneIndex({ app }: { app: AppName }) {
  const t = useSharedUiT();
  const titles = localizedTitleTexts();
  return (
    <nav aria-label={t('standalone.pages', { app })} style={{ padding: 24 }}>
      <p>
        <strong>{app}</strong>
        {t('standalone.running')}
      </p>
      <ul>
        {routesOf(app).map((route) => (
          <li key={route.path}>
            <Link to={samplePath(route.path)}>
              {titles.pageTitle(route)} ({route.path})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
