import { screen } from '@testing-library/react';
import { STORAGE_KEYS, resetStores, reviewsApi, storage, useAuthStore } from '@genetype/shared';
import type { User } from '@genetype/shared';
import { renderWithProviders } from '@genetype/shared/testing';
import { MyReviewBlock } from './my-review-block';

const review = { contents: '재미있었어요' };

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
  it('shows a loader, then the review', async () => {
    jest
      .spyOn(reviewsApi, 'myReview')
      .mockResolvedValue({ data: { isReview: 1, review } } as never);
    renderSignedIn();
    expect(screen.getByRole('status')).toHaveTextContent('리뷰를 불러오는 중이에요');
    expect(await screen.findByText('재미있었어요')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '내 리뷰 수정하기' })).toBeInTheDocument();
  });

  it('says the review failed, and "다시 시도" reads it again', async () => {
    const myReview = jest
      .spyOn(reviewsApi, 'myReview')
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockResolvedValueOnce({ data: { isReview: 1, review } } as never);
    const { user } = renderSignedIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('리뷰를 불러오지 못했어요');
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('재미있었어요')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(myReview).toHaveBeenCalledTimes(2);
  });
});
