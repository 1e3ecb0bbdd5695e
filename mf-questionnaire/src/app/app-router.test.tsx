/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describeAppRoutes, renderWithProviders } from '@genetype/tooling/testing';
import { apiUrl, startApiServer } from '@genetype/tooling/testing/msw';
import { makeQuestions, member, signIn } from '../test/fixtures';
import { AppRoutes, APP } from './app-router';
import { pages } from './pages';

const server = startApiServer();
const demo = () =>
  server.use(
    http.get(apiUrl('/questions/getQuestions'), () =>
      HttpResponse.json({ questions: makeQuestions('A', 11) }),
    ),
  );

describeAppRoutes({
  app: APP,
  AppRoutes,
  pages,
  titles: [
    ['/welcome', '검사 안내'],
    ['/result?type=A', 'A 유형 중간 결과'],
    // A member mid-test (section 1) is not congratulated on /thank-you.
    ['/thank-you', '아직 검사 중이에요'],
  ],
  notMine: ['/', '/search', '/Questions'],
  before: () => signIn(member({ section: 1 })),
});

describe('mf-questionnaire routes', () => {
  it('shows a member the test under its one <h1>', async () => {
    signIn(member({ section: 1 }));
    // The list never answers: the page is still loading, its heading already there.
    server.use(http.get(apiUrl('/questions/getQuestionsList'), () => new Promise(() => undefined)));
    renderWithProviders(<AppRoutes />, { at: '/questions', keepState: true });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows visitors the demo under the default title', async () => {
    demo();
    renderWithProviders(<AppRoutes />, { at: '/questions' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '유전자 유형 검사' }),
    ).toBeInTheDocument();
  });
});
