// The ui package in English (issue 18): the building blocks every app shows — the error fallback,
// the session-unknown view, the loader, a dialog's close button — and the titles, type and group
// names and main-action labels of the `shared-ui` catalogue follow the page's language.
import { act, render, renderHook, screen } from '@testing-library/react';
import { useLanguageStore } from '@genetype/platform';
import {
  localizedDocumentTitle,
  localizedGroupName,
  localizedTypeName,
  useMainAction,
} from '@genetype/platform';
import { Dialog } from './dialog.js';
import { ErrorFallback } from './error-fallback.js';
import { PageLoading } from './page-loading.js';
import { SessionUnknown } from './session-unknown.js';
import { useRouteTitle } from './route-title.js';

const HANGUL = /[\uAC00-\uD7A3]/;

async function switchTo(language: 'ko' | 'en') {
  await act(() => useLanguageStore.getState().setLanguage(language));
}

afterEach(() => switchTo('ko'));

describe('shared-ui in English', () => {
  it('shows the error fallback, the loader and the session-unknown view in English', async () => {
    await switchTo('en');
    const { unmount } = render(
      <>
        <ErrorFallback onRetry={() => {}} />
        <PageLoading />
        <SessionUnknown headingLevel={2} />
      </>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'We couldn’t load this page' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'We couldn’t check your account' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
    expect(screen.getByTestId('page-loading')).toHaveTextContent('Loading the page');
    expect(document.body.textContent).not.toMatch(HANGUL);
    unmount();
  });

  it('switches a mounted view at once, and back', async () => {
    render(<ErrorFallback onRetry={() => {}} />);
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
    await switchTo('en');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await switchTo('ko');
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });

  it("names a dialog's close button in English", async () => {
    await switchTo('en');
    render(
      <Dialog open title="Title" onClose={() => {}}>
        <p>Body</p>
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('titles, type and group names and the main action follow the language', async () => {
    expect(localizedDocumentTitle('/typeReport/31')).toBe('31번 주의 깊은 탐험가 | 진타입');
    expect(localizedTypeName(1)).toBe('신중한 탐구자');
    expect(localizedGroupName(1)).toBe('뚝심 탐구자');
    await switchTo('en');
    expect(localizedDocumentTitle('/typeReport/31')).toBe('Type 31: Mindful Explorer | GeneType');
    expect(localizedDocumentTitle('/')).toBe('GeneType');
    expect(localizedDocumentTitle('/500')).toBe('Something went wrong | GeneType');
    expect(localizedTypeName(1)).toBe('Careful Seeker');
    expect(localizedTypeName(55)).toBeUndefined();
    expect(localizedGroupName(9)).toBe('Free-Spirited Adventurer');
    const names = new Set(Array.from({ length: 54 }, (_, index) => localizedTypeName(index + 1)));
    expect(names.size).toBe(54);
    expect([...names].join(' ')).not.toMatch(HANGUL);

    const { result } = renderHook(() => ({
      action: useMainAction({ section: 2 }),
      title: useRouteTitle('/typeReport'),
    }));
    expect(result.current.action).toMatchObject({
      label: 'See my progress',
      to: '/result?type=B',
    });
    expect(result.current.title).toBe('Type reports');
    await switchTo('ko');
    expect(result.current.action.label).toBe('중간 검사확인');
    expect(result.current.title).toBe('유형 리포트');
  });
});
