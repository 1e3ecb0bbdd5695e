import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { questionsApi, routesOf } from '@genetype/shared';
import { makeQuestions, member, resetAll, signIn } from '../test/fixtures';
import { AppRoutes, APP } from './app-router';
import { pages } from './pages';

function renderAt(path: string, standalone = false) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes standalone={standalone} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetAll();
  jest
    .spyOn(questionsApi, 'getDemoQuestions')
    .mockResolvedValue({ questions: makeQuestions('A', 11) });
  jest.spyOn(questionsApi, 'myResult').mockResolvedValue({
    resultId: '',
    name: null,
    completed: 0,
    sections: [],
    final: null,
    createdAt: '',
  });
});
afterEach(() => jest.restoreAllMocks());

describe('mf-questionnaire routes', () => {
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

  it.each([
    ['/questions', '유전자 유형 검사'],
    ['/welcome', '검사 안내'],
    ['/result?type=A', 'A 유형 중간 결과'],
    // A member mid-test (section 1) is not congratulated on /thank-you.
    ['/thank-you', '아직 검사 중이에요'],
  ])('%s renders its one <h1> "%s" for a member', async (path, title) => {
    signIn(member({ section: 1 }));
    jest.spyOn(questionsApi, 'getQuestionsList').mockReturnValue(new Promise(() => undefined));
    renderAt(path);
    if (path === '/questions') {
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      return;
    }
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows visitors the demo under the default title', async () => {
    renderAt('/questions');
    expect(
      await screen.findByRole('heading', { level: 1, name: '유전자 유형 검사' }),
    ).toBeInTheDocument();
  });

  it.each(['/', '/search', '/Questions'])(
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
});
