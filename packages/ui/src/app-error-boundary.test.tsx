import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { AppErrorBoundary } from './app-error-boundary.js';
import { lazyPage } from './lazy-page.js';

let broken = true;
function Fragile() {
  if (broken) throw new Error('render failed');
  return <h1>다시 보이는 페이지</h1>;
}

describe('AppErrorBoundary', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    broken = true;
  });

  it('shows the Korean fallback in place of a page that throws, and renders again on retry', async () => {
    render(
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>,
    );
    expect(
      screen.getByRole('heading', { name: '이 화면을 불러오지 못했어요' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/다른 메뉴는 그대로 이용할 수 있어요/)).toBeInTheDocument();

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(screen.getByRole('heading', { name: '다시 보이는 페이지' })).toBeInTheDocument();
    expect(screen.queryByText('이 화면을 불러오지 못했어요')).toBeNull();
  });

  it('keeps showing the fallback when the retry fails again', async () => {
    render(
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(
      screen.getByRole('heading', { name: '이 화면을 불러오지 못했어요' }),
    ).toBeInTheDocument();
  });

  it('recovers by itself when the member moves to another page', () => {
    window.history.replaceState(null, '', '/first');
    render(
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>,
    );
    broken = false;
    window.history.replaceState(null, '', '/second');
    // single-spa re-dispatches popstate for every navigation in any app
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('heading', { name: '다시 보이는 페이지' })).toBeInTheDocument();
  });

  it('loads a lazy page again on retry after its chunk failed', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('ChunkLoadError: Loading chunk 42 failed'))
      .mockResolvedValue({ default: () => <h1>늦게 온 페이지</h1> });
    const Page = lazyPage(load);
    render(
      <AppErrorBoundary>
        <Suspense fallback={<p>불러오는 중</p>}>
          <Page />
        </Suspense>
      </AppErrorBoundary>,
    );
    expect(
      await screen.findByRole('heading', { name: '이 화면을 불러오지 못했어요' }),
    ).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { name: '늦게 온 페이지' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
