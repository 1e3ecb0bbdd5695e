import { Link } from 'react-router-dom';
import { routesOf } from '@genetype/shared';
import type { AppName } from '@genetype/shared';

function samplePath(pattern: string): string {
  return pattern.replace(/:number\b/, '1').replace(/:[A-Za-z]+/g, 'example');
}

/**
 * Standalone development only (the app on its own port): paths this app does not own show its
 * pages instead of a blank screen. Inside the site, the shell's not-found page answers them.
 */
export function StandaloneIndex({ app }: { app: AppName }) {
  return (
    <nav aria-label={`${app} 페이지 목록`} style={{ padding: 24 }}>
      <p>
        <strong>{app}</strong>이(가) 단독으로 실행 중이에요. 이 앱의 페이지:
      </p>
      <ul>
        {routesOf(app).map((route) => (
          <li key={route.path}>
            <Link to={samplePath(route.path)}>
              {route.title} ({route.path})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
