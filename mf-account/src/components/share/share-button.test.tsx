/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { resetStores, useAuthStore } from '@genetype/platform';
import type { ShareCodeResponse, User } from '@genetype/domain/contracts';
import { answer, recordApiCalls, startApiServer } from '@genetype/tooling/testing/msw';
import type { ApiCall } from '@genetype/tooling/testing/msw';
import { KAKAO_LABEL, SHARE_COPIED_LABEL, SHARE_LABEL, ShareButton } from './share-button';

const member = {
  userId: 'm1',
  nickname: 'gene01',
  results: [{ section: 'D', geneType: 'SS', code: 'ID-C-44-SS', typeId: 31 }],
} as unknown as User;
const URL_ = 'http://localhost:3000/s/Ab3_x-9Z';

const shareCode: ShareCodeResponse = {
  code: 'Ab3_x-9Z',
  url: URL_,
  profileLink: '/profiles/gene01?share=t',
};

startApiServer();
/** POST /profiles/share of the test. */
let shares: ApiCall[];
beforeEach(() => {
  resetStores();
  useAuthStore.setState({ user: member, status: 'authenticated' });
  shares = answer('post', '/profiles/share', shareCode);
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  delete (navigator as { share?: unknown }).share;
});

async function readyButton() {
  const button = await screen.findByRole('button', { name: SHARE_LABEL });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

describe('<ShareButton>', () => {
  it('uses the Web Share API with the title, the type in words and the short address', async () => {
    const share = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<ShareButton />);
    await userEvent.click(await readyButton());
    expect(share).toHaveBeenCalledWith({
      title: '진타입 | 나의 학습 유전자 유형',
      text: 'gene01님의 학습 유전자 유형: 31번 주의 깊은 탐험가',
      url: URL_,
    });
  });

  it('copies the short address without Web Share, with a check for 3 seconds', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<ShareButton />);
    await user.click(await readyButton());
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(await screen.findByRole('button', { name: SHARE_COPIED_LABEL })).toBeInTheDocument();
    expect(screen.getByTestId('share-copied')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByRole('button', { name: SHARE_COPIED_LABEL })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: SHARE_LABEL })).toBeInTheDocument();
  });

  it('shares through the KakaoTalk stand-in (no key in tests) and shows what would be sent', async () => {
    render(<ShareButton />);
    const kakao = await screen.findByRole('button', { name: KAKAO_LABEL });
    await waitFor(() => expect(kakao).toBeEnabled());
    await userEvent.click(kakao);
    const preview = await screen.findByTestId('kakao-preview');
    expect(preview).toHaveTextContent('feed');
    expect(preview).toHaveTextContent('gene01님의 학습 유전자 유형: 31번 주의 깊은 탐험가');
    expect(preview).toHaveTextContent(URL_);
    expect(preview).toHaveTextContent('http://localhost/favicon.ico');
  });

  it('asks for a nickname first and renders nothing for a visitor', () => {
    const calls = recordApiCalls();
    useAuthStore.setState({ user: { ...member, nickname: null } });
    const { rerender, container } = render(<ShareButton />);
    expect(screen.getByText('닉네임을 정하면 결과를 공유할 수 있어요.')).toBeInTheDocument();
    act(() => useAuthStore.setState({ user: null, status: 'anonymous' }));
    rerender(<ShareButton />);
    expect(container).toBeEmptyDOMElement();
    // The address is asked for in the renders' effects: the call would have been made by now.
    expect(calls).toEqual([]);
    expect(shares).toHaveLength(0);
  });

  it('says when the address could not be made, and "다시 시도" asks again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The first request gets no answer (offline), the retry the address.
    shares = answer('post', '/profiles/share', () =>
      shares.length === 1 ? HttpResponse.error() : HttpResponse.json(shareCode),
    );
    render(<ShareButton />);
    expect(await screen.findByRole('alert')).toHaveTextContent('공유 주소를 만들지 못했어요');
    expect(screen.getByRole('button', { name: SHARE_LABEL })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    await readyButton();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(shares).toHaveLength(2);
  });
});
