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

describe('mf-content routes', () => {
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
    ['/', '진타입'],
    ['/typeReport', '유형 리포트'],
    ['/typeReport/1', '유형 상세 리포트'],
    ['/typeReport/54', '유형 상세 리포트'],
    ['/geneType', '유전자 유형'],
    ['/GeneType', '유전자 유형'],
    ['/learningGene', '학습 유전자란?'],
    ['/LearningGene', '학습 유전자란?'],
    ['/contact', '문의하기'],
    ['/termAndCondition', '이용약관'],
    ['/privacyPolicy', '개인정보처리방침'],
  ])('%s renders its one <h1> "%s"', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // Real content, not the placeholder.
    expect(
      screen.queryByText('이 페이지는 지금 준비하고 있어요. 조금만 기다려 주세요.'),
    ).toBeNull();
  });

  it.each(['/questions', '/404', '/geneTYPE'])(
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

  it.each(['/typeReport/0', '/typeReport/55', '/typeReport/01', '/typeReport/abc'])(
    'renders no report for %s (the shell answers not-found)',
    async (path) => {
      renderAt(path);
      await waitFor(() => expect(document.querySelector('[role=status]')).toBeNull());
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    },
  );

  it('names the type of a report', async () => {
    renderAt('/typeReport/7');
    expect(
      await screen.findByRole('heading', { level: 2, name: '7번 신중한 설계자' }),
    ).toBeInTheDocument();
    expect(screen.getByText('II-B-44-SS')).toBeInTheDocument();
  });
});
