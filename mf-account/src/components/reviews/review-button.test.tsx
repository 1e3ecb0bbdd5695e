/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetStores, useAuthStore } from '@genetype/platform';
import type { Review, User } from '@genetype/domain/contracts';
import { answer, recordApiCalls, startApiServer } from '@genetype/tooling/testing/msw';
import { REVIEW_EDIT_LABEL, REVIEW_WRITE_LABEL, ReviewButton } from './review-button';

const saved: Review = { _id: 'r1', contents: '첫 후기', createdAt: '', updatedAt: '' };

startApiServer();
beforeEach(() => {
  resetStores();
  useAuthStore.setState({ user: { userId: 'm1' } as User, status: 'authenticated' });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('<ReviewButton>', () => {
  it('says 후기 남기기 without a review, opens the modal and says 후기 수정하기 after saving', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    answer('get', '/reviews/myreview', { data: { isReview: 0, review: null } });
    const posts = answer('post', '/reviews/post', {
      message: '리뷰를 등록했어요.',
      review: { ...saved, contents: '좋아요' },
    });
    render(<ReviewButton />);

    const button = await screen.findByRole('button', { name: REVIEW_WRITE_LABEL });
    // Disabled until the member's review is known (register or modify).
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(screen.getByRole('dialog', { name: '리뷰 등록' })).toHaveTextContent('0/500');
    await user.type(screen.getByLabelText('리뷰 내용'), '좋아요');
    await user.click(screen.getByRole('button', { name: '리뷰 등록' }));
    expect(await screen.findByText('리뷰를 등록했어요.')).toBeInTheDocument();
    expect(posts.map((call) => call.body)).toEqual([{ contents: '좋아요' }]);
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: REVIEW_EDIT_LABEL })).toBeInTheDocument();
  });

  it('says 후기 수정하기 and opens the modify modal when a review exists', async () => {
    answer('get', '/reviews/myreview', { data: { isReview: 1, review: saved } });
    render(<ReviewButton />);
    await userEvent.click(await screen.findByRole('button', { name: REVIEW_EDIT_LABEL }));
    expect(screen.getByRole('dialog', { name: '리뷰 수정' })).toBeInTheDocument();
    expect(screen.getByLabelText('리뷰 내용')).toHaveValue('첫 후기');
  });

  it('renders nothing for a visitor', () => {
    useAuthStore.setState({ user: null, status: 'anonymous' });
    const reads = answer('get', '/reviews/myreview', { data: { isReview: 0, review: null } });
    const calls = recordApiCalls();
    const { container } = render(<ReviewButton />);
    expect(container).toBeEmptyDOMElement();
    // The review is asked for in the render's effects: the call would have been made by now.
    expect(calls).toEqual([]);
    expect(reads).toHaveLength(0);
  });
});
