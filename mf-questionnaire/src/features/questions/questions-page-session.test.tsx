/**
 * @jest-environment jest-fixed-jsdom
 */
// /questions while a stored session is checked or could not be checked (issue 17): a member is
// never shown the visitor's demo — a loader, then the message with "다시 시도".
import { act, screen } from '@testing-library/react';
import { STORAGE_KEYS, storage, useAuthStore } from '@genetype/platform';
import { renderWithProviders } from '@genetype/tooling/testing';
import { answer, startApiServer } from '@genetype/tooling/testing/msw';
import { member, questionList, resetAll } from '../../test/fixtures';
import QuestionsPage from './questions-page';

function renderPage() {
  return renderWithProviders(<QuestionsPage />, {
    at: '/questions',
    path: '/questions',
    keepState: true,
  });
}

startApiServer();

beforeEach(() => {
  resetAll();
  storage.set(STORAGE_KEYS.token, 'token-1');
  storage.set(STORAGE_KEYS.duplicate, '0');
});

describe('/questions with a stored session', () => {
  it('shows the loader, not the demo, while the session is checked', () => {
    const demo = answer('get', '/questions/getQuestions', { questions: [] });
    useAuthStore.setState({ status: 'loading' });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('문항을 불러오는 중이에요');
    expect(demo).toHaveLength(0);
  });

  it('says the member could not be checked and retries into the test, never the demo', async () => {
    const demo = answer('get', '/questions/getQuestions', { questions: [] });
    const lists = answer('get', '/questions/getQuestionsList', questionList('A', 0));
    let checked: () => void = () => undefined;
    useAuthStore.setState({
      status: 'unknown',
      loadUser: () => {
        useAuthStore.setState({ status: 'loading' });
        return new Promise<void>((resolve) => {
          checked = () => {
            useAuthStore.setState({ user: member(), status: 'authenticated' });
            resolve();
          };
        });
      },
    });
    const { user } = renderPage();
    expect(
      screen.getByRole('heading', { name: '회원 정보를 확인하지 못했어요' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(screen.getByRole('status')).toHaveTextContent('문항을 불러오는 중이에요');
    await act(async () => checked());
    await screen.findByRole('heading', { level: 1, name: /A/ });
    expect(lists).toHaveLength(1);
    expect(demo).toHaveLength(0);
  });
});
