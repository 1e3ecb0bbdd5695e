import { screen, waitFor } from '@testing-library/react';
import { describeAppRoutes, renderWithProviders } from '@genetype/tooling/testing';
import { AppRoutes, APP } from './app-router';
import { pages } from './pages';

describeAppRoutes({
  app: APP,
  AppRoutes,
  pages,
  titles: [
    ['/', '진타입'],
    ['/typeReport', '유형 리포트'],
    // A report's <h1> is its type's number and name (issue 38), not the route's title.
    ['/typeReport/1', '1번 신중한 탐구자'],
    ['/typeReport/54', '54번 거침없는 모험가'],
    ['/geneType', '유전자 유형'],
    ['/GeneType', '유전자 유형'],
    ['/geneType/emotion', '유전자 유형'],
    ['/learningGene', '학습 유전자란?'],
    ['/LearningGene', '학습 유전자란?'],
    ['/learningGene/research', '학습 유전자란?'],
    ['/contact', '문의하기'],
    ['/termAndCondition', '이용약관'],
    ['/privacyPolicy', '개인정보처리방침'],
  ],
  notMine: ['/questions', '/404', '/geneTYPE'],
  // Real content, not the placeholder.
  absentText: '이 페이지는 지금 준비하고 있어요. 조금만 기다려 주세요.',
});

describe('mf-content routes', () => {
  it.each(['/typeReport/0', '/typeReport/55', '/typeReport/01', '/typeReport/abc'])(
    'renders no report for %s (the shell answers not-found)',
    async (path) => {
      renderWithProviders(<AppRoutes />, { at: path });
      await waitFor(() => expect(document.querySelector('[role=status]')).toBeNull());
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    },
  );

  it.each(['/geneType/types', '/geneType/nope', '/learningGene/introduction', '/learningGene/2'])(
    'renders no page for %s, which names no section (the shell answers not-found)',
    async (path) => {
      renderWithProviders(<AppRoutes />, { at: path });
      await waitFor(() => expect(document.querySelector('[role=status]')).toBeNull());
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    },
  );

  it('names the type of a report', async () => {
    renderWithProviders(<AppRoutes />, { at: '/typeReport/7' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '7번 빈틈없는 설계자' }),
    ).toBeInTheDocument();
    expect(screen.getByText('II-B-44-SS')).toBeInTheDocument();
  });
});
