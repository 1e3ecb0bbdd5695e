import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import {
  applyLanguage,
  registerNamespace,
  resetI18nForTests,
  useTranslation,
} from '@genetype/platform';
import { TEXTS_WAIT_MS, lazyPage } from './lazy-page.js';
import type { PageModule } from './lazy-page.js';
import { FIRST_PAGE_WAIT_MS, firstPageArrived } from './remote-lifecycles.js';
import { promisesSettled } from '@genetype/tooling/testing';

const pageModule = (text: string) => ({ default: () => <p>{text}</p> });

describe('lazyPage', () => {
  it('renders a page whose module has arrived at once, without the loading fallback', async () => {
    const load = jest.fn(async () => pageModule('리포트'));
    const Page = lazyPage(load);
    await Page.preload();
    render(
      <Suspense fallback={<p>불러오는 중</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('리포트')).toBeInTheDocument();
    expect(screen.queryByText('불러오는 중')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends until a page that was not preloaded arrives, importing it once', async () => {
    const load = jest.fn(async () => pageModule('검사'));
    const Page = lazyPage(load);
    render(
      <Suspense fallback={<p>불러오는 중</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('불러오는 중')).toBeInTheDocument();
    expect(await screen.findByText('검사')).toBeInTheDocument();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('imports again after a failed preload', async () => {
    const load = jest
      .fn<Promise<PageModule>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce(pageModule('다시'));
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('ChunkLoadError');
    await expect(Page.preload()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('firstPageArrived', () => {
  afterEach(() => jest.useRealTimers());

  it("waits for the address's page, but never longer than the cap", async () => {
    jest.useFakeTimers();
    const never = lazyPage(() => new Promise(() => {}));
    let done = false;
    void firstPageArrived({ '/typeReport/:number': never }, '/typeReport/3').then(() => {
      done = true;
    });
    await act(async () => {
      jest.advanceTimersByTime(FIRST_PAGE_WAIT_MS - 1);
    });
    expect(done).toBe(false);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(done).toBe(true);
  });

  it("resolves once the page has arrived, and at once for an address that is not the app's", async () => {
    const load = jest.fn(async () => pageModule('홈'));
    await firstPageArrived({ '/': lazyPage(load) }, '/');
    expect(load).toHaveBeenCalledTimes(1);
    await expect(firstPageArrived({ '/': lazyPage(load) }, '/questions')).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('lazyPage in English', () => {
  afterEach(() => {
    jest.useRealTimers();
    resetI18nForTests();
  });

  /** A page chunk that registers its namespace when it runs, as an app's page does. */
  function pageRegistering(ns: string, en: () => Promise<{ heading: string }>) {
    return lazyPage(async () => {
      void registerNamespace(ns, { ko: { heading: '검사 안내' }, load: { en } });
      return {
        default: function Heading() {
          const { t } = useTranslation(ns);
          return <h1>{t('heading')}</h1>;
        },
      };
    });
  }

  it('arrives only with its texts in English: its first render never shows the Korean', async () => {
    await applyLanguage('en');
    let arrive: (catalogue: { heading: string }) => void = () => {};
    const Page = pageRegistering('lazy-en', () => new Promise((resolve) => (arrive = resolve)));
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const text = document.querySelector('h1')?.textContent;
      if (text) seen.push(text);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    // The chunk has arrived and React has rendered what it could: only the catalogue, which the
    // test holds back, is left to wait for.
    await act(() => promisesSettled());
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    await act(async () => {
      arrive({ heading: 'Before you start' });
      await Page.preload();
    });
    expect(await screen.findByRole('heading')).toHaveTextContent('Before you start');
    observer.disconnect();
    expect(seen).not.toContain('검사 안내');
  });

  it('renders anyway, in Korean, when its English texts take longer than TEXTS_WAIT_MS', async () => {
    await applyLanguage('en');
    jest.useFakeTimers();
    const Page = pageRegistering('lazy-slow', () => new Promise(() => {}));
    let arrived = false;
    void Page.preload().then(() => (arrived = true));
    await jest.advanceTimersByTimeAsync(TEXTS_WAIT_MS - 1);
    expect(arrived).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(arrived).toBe(true);
  });
});
