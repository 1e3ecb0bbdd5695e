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

describe('mf-questionnaire routes', () => {
  it('has a page for exactly the routes the table gives it', () => {
    expect(Object.keys(pages).sort()).toEqual(routesOf(APP).map((route) => route.path).sort());
  });

  it.each([
    ['/questions', '유전자 유형 검사'],
    ['/welcome', '검사 안내'],
    ['/result', '검사 결과'],
    ['/thank-you', '검사 완료'],
  ])('%s renders its one <h1> "%s"', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('이 페이지는 지금 준비하고 있어요. 조금만 기다려 주세요.')).toBeInTheDocument();
  });

  it.each(['/', '/search', '/Questions'])('renders nothing on %s, which it does not own', async (path) => {
    const { container } = renderAt(path);
    await waitFor(() => expect(document.querySelector('[role=status]')).toBeNull());
    expect(container).toBeEmptyDOMElement();
  });

  it('lists its pages on an unknown path when running alone', async () => {
    renderAt('/not/mine', true);
    expect(await screen.findByRole('navigation', { name: `${APP} 페이지 목록` })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(routesOf(APP).length);
  });
});
