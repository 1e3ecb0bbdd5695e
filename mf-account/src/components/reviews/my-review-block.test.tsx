/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { STORAGE_KEYS, resetStores, storage, useAuthStore } from '@genetype/platform';
import type { User } from '@genetype/domain/contracts';
import { renderWithProviders } from '@genetype/tooling/testing';
import { answer, apiError, startApiServer } from '@genetype/tooling/testing/msw';
import { MyReviewBlock } from './my-review-block';

const review = { contents: '재미있었어요' };

startApiServer();

function renderSignedIn() {
  localStorage.clear();
  resetStores();
  storage.set(STORAGE_KEYS.token, 't');
  useAuthStore.setState({ user: { userId: 'me' } as User, status: 'authenticated' });
  return renderWithProviders(<MyReviewBlock />, { keepState: true });
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('the my-review block', () => {
  it('shows a loader, then the review, read with the session', async () => {
    const reads = answer('get', '/reviews/myreview', { data: { isReview: 1, review } });
    renderSignedIn();
    expect(screen.getByRole('status')).toHaveTextContent('리뷰를 불러오는 중이에요');
    expect(await screen.findByText('재미있었어요')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '내 리뷰 수정하기' })).toBeInTheDocument();
    expect(reads).toHaveLength(1);
    expect(reads[0]?.headers.get('authorization')).toBe('Bearer t');
  });

  it('says the review failed, and "다시 시도" reads it again', async () => {
    let failed = false;
    const reads = answer('get', '/reviews/myreview', () => {
      if (failed) return HttpResponse.json({ data: { isReview: 1, review } });
      failed = true;
      return apiError(500, '잠시 후 다시 시도해 주세요.');
    });
    const { user } = renderSignedIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('리뷰를 불러오지 못했어요');
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('재미있었어요')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(reads).toHaveLength(2);
  });
});
