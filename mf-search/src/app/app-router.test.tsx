import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { routesOf } from '@genetype/shared';
import { AppRoutes, APP } from './app-router';
import { pages } from './pages';

function renderAt(path: string, standalone = false) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes standalone={standalone} />
    </MemoryRouter>,
  );
}

describe('mf-search routes', () => {
  it('has a page for exactly the routes the table gives it', () => {
    expect(Object.keys(pages).sort()).toEqual(
      routesOf(APP)
        .map((route) => route.path)
        .sort(),
    );
  });

  it("names each page's chunk after its route's page id (the shell preloads it on a first visit)", () => {
    const source = readFileSync(join(__dirname, 'pages.ts'), 'utf8');
    const unnamed = routesOf(APP).filter(
      (route) => !route.page || !source.includes(`webpackChunkName: "page-${route.page}"`),
    );
    expect(unnamed).toEqual([]);
  });

  it.each([['/search', '검색 결과']])('%s renders its one <h1> "%s"', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it.each(['/', '/searches', '/Search'])(
    'renders nothing on %s, which it does not own',
    async (path) => {
      const { container } = renderAt(path);
      await waitFor(() => expect(document.querySelector('[role=status]')).toBeNull());
      expect(container).toBeEmptyDOMElement();
    },
  );

  it('lists its pages on an unknown path when running alone', async () => {
    renderAt('/not/mine', true);
    expect(
      await screen.findByRole('navigation', { name: `${APP} 페이지 목록` }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(routesOf(APP).length);
  });

  it('takes the search word passed as router state by another app', async () => {
    render(
      <MemoryRouter initialEntries={[{ pathname: '/search', state: { search: ' 집중력 ' } }]}>
        <AppRoutes />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('searchbox', { name: '검색어' })).toHaveValue('집중력');
  });

  it('starts with an empty search box without state or a stored word', async () => {
    localStorage.clear();
    renderAt('/search');
    expect(await screen.findByRole('searchbox', { name: '검색어' })).toHaveValue('');
  });
});
