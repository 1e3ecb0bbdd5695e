/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { resetStores, useAuthStore } from '@genetype/platform';
import { VALIDATION_MESSAGES } from '@genetype/domain/validation';
import type { Review, ReviewMessageResponse, User } from '@genetype/domain/contracts';
import { answer, apiError, startApiServer } from '@genetype/tooling/testing/msw';
import { MyReviewBlock } from './my-review-block';

const saved: Review = { _id: 'r1', contents: '첫 리뷰', createdAt: '', updatedAt: '' };

/** Lets an answer reach the screen without moving the fake clock. */
async function settle() {
  for (let i = 0; i < 10; i += 1) await act(() => jest.advanceTimersByTimeAsync(0));
}

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

describe('<MyReviewBlock> and the review modal', () => {
  it('registers a first review: counter, spinner, success message, closes after 3 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    answer('get', '/reviews/myreview', { data: { isReview: 0, review: null } });
    let resolve: (value: ReviewMessageResponse) => void = () => {};
    const posts = answer(
      'post',
      '/reviews/post',
      () => new Promise<Response>((r) => (resolve = (body) => r(HttpResponse.json(body)))),
    );
    render(<MyReviewBlock />);

    await user.click(await screen.findByRole('button', { name: '리뷰 남기기' }));
    const dialog = screen.getByRole('dialog', { name: '리뷰 등록' });
    expect(dialog).toHaveTextContent('0/500');
    await user.click(screen.getByRole('button', { name: '리뷰 등록' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.reviewRequired)).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    await user.type(screen.getByLabelText('리뷰 내용'), '도움이 됐어요');
    expect(dialog).toHaveTextContent('7/500');
    await user.click(screen.getByRole('button', { name: '리뷰 등록' }));
    expect(await screen.findByRole('status')).toHaveTextContent('리뷰를 저장하고 있어요…');
    expect(screen.queryByLabelText('리뷰 내용')).not.toBeInTheDocument();
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.body).toEqual({ contents: '도움이 됐어요' });

    resolve({ message: '리뷰를 등록했어요.', review: { ...saved, contents: '도움이 됐어요' } });
    await settle();
    expect(
      within(screen.getByRole('dialog', { name: '리뷰 등록' })).getByRole('status'),
    ).toHaveTextContent('리뷰를 등록했어요.');
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('도움이 됐어요')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '내 리뷰 수정하기' })).toBeInTheDocument();
  });

  it("modifies an existing review and shows the server's error message", async () => {
    answer('get', '/reviews/myreview', { data: { isReview: 1, review: saved } });
    const updates = answer('post', '/reviews/updatereview', () =>
      apiError(400, '수정할 리뷰를 찾을 수 없어요.'),
    );
    render(<MyReviewBlock />);
    await userEvent.click(await screen.findByRole('button', { name: '내 리뷰 수정하기' }));
    expect(screen.getByRole('dialog', { name: '리뷰 수정' })).toBeInTheDocument();
    const field = screen.getByLabelText('리뷰 내용');
    expect(field).toHaveValue('첫 리뷰');
    await userEvent.clear(field);
    await userEvent.type(field, '고친 리뷰');
    await userEvent.click(screen.getByRole('button', { name: '리뷰 수정' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('수정할 리뷰를 찾을 수 없어요.');
    expect(updates.map((call) => call.body)).toEqual([{ id: 'r1', contents: '고친 리뷰' }]);
  });

  it('stops at 500 characters', async () => {
    answer('get', '/reviews/myreview', { data: { isReview: 0, review: null } });
    render(<MyReviewBlock />);
    await userEvent.click(await screen.findByRole('button', { name: '리뷰 남기기' }));
    expect(screen.getByLabelText('리뷰 내용')).toHaveAttribute('maxLength', '500');
  });

  it('renders nothing for a visitor', () => {
    useAuthStore.setState({ user: null, status: 'anonymous' });
    const { container } = render(<MyReviewBlock />);
    expect(container).toBeEmptyDOMElement();
  });
});
