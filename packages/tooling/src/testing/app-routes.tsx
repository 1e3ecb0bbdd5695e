// The app-router test every remote used to copy (issue 16), as one suite an app calls with its
// routes and titles. It checks behaviour: the route table and the app's pages agree, every page
// loads, each owned address renders its one <h1>, other addresses render nothing, and a remote
// running alone lists its pages.
import type { ComponentType } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { AppName } from '@genetype/domain';
import { routesOf } from '@genetype/domain';
import { resetStores } from '@genetype/platform';

export interface AppRoutesSuite {
  app: AppName;
  AppRoutes: ComponentType<{ standalone?: boolean }>;
  pages: Readonly<Record<string, unknown>>;
  /** [address, its <h1>] for the owned addresses. */
  titles: readonly (readonly [string, string])[];
  /** Addresses the app does not own: nothing renders. */
  notMine: readonly string[];
  /** Text none of the titled pages may show (e.g. a placeholder standing in for real content). */
  absentText?: string;
  /** Before each test, after the stores are reset (sign a member in, answer API calls). */
  before?: () => void;
}

function renderAt(AppRoutes: AppRoutesSuite['AppRoutes'], path: string, standalone = false) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes standalone={standalone} />
    </MemoryRouter>,
  );
}

export function describeAppRoutes(suite: AppRoutesSuite): void {
  const { app, AppRoutes, pages, titles, notMine, absentText, before } = suite;
  describe(`${app} routes (shared suite)`, () => {
    beforeEach(() => {
      localStorage.clear();
      resetStores();
      before?.();
    });

    it('has a page for exactly the routes the table gives it, each with a page id', () => {
      const routes = routesOf(app);
      expect(Object.keys(pages).sort()).toEqual(routes.map((route) => route.path).sort());
      expect(routes.filter((route) => !route.page)).toEqual([]);
    });

    it('loads every page module (what the shell preloads on a first visit)', async () => {
      for (const page of Object.values(pages)) {
        const preload = (page as { preload?: () => Promise<void> }).preload;
        expect(typeof preload).toBe('function');
        await expect(preload?.()).resolves.toBeUndefined();
      }
    });

    it.each(titles.map(([path, title]) => [path, title]))(
      '%s renders its one <h1> "%s"',
      async (path, title) => {
        renderAt(AppRoutes, path);
        expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
        expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
        if (absentText) expect(screen.queryByText(absentText)).toBeNull();
      },
    );

    it.each([...notMine])('renders nothing on %s, which it does not own', async (path) => {
      const { container } = renderAt(AppRoutes, path);
      await waitFor(() => expect(document.querySelector('[role=status]')).toBeNull());
      expect(container).toBeEmptyDOMElement();
    });

    it('lists its pages on an unknown path when running alone', async () => {
      renderAt(AppRoutes, '/not/mine', true);
      expect(
        await screen.findByRole('navigation', { name: `${app} 페이지 목록` }),
      ).toBeInTheDocument();
      expect(screen.getAllByRole('link')).toHaveLength(routesOf(app).length);
    });
  });
}
