import { act, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { STORAGE_KEYS, apiClient, storage, useLanguageStore } from '@genetype/platform';
import { AppErrorBoundary, preparePage } from '@genetype/ui';
import { AppRoutes } from '../app/app-router';
import { pages, readyInLanguage } from '../app/pages';
import { makeQuestions } from '../test/fixtures';
import { bootstrap, mount, unmount } from './app';

/** What single-spa hands the lifecycles: its own props plus the shell's `container`. */
function shellProps(container: HTMLElement) {
  return { name: 'mf-questionnaire', singleSpa: {}, mountParcel: jest.fn(), container };
}

describe('mf-questionnaire single-spa lifecycles', () => {
  // single-spa-react resolves mount/unmount from React's commit, which act() would hold back.
  beforeEach(() => {
    // The demo's one call (GET /questions/getQuestions) answers at once.
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { questions: makeQuestions('A', 11) } });
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });

  it('mount into the container the shell passes and unmount cleanly', async () => {
    window.history.replaceState(null, '', '/questions');
    const container = document.createElement('div');
    document.body.appendChild(container);
    const props = shellProps(container);

    await bootstrap(props);
    await mount(props);
    expect(
      await within(container).findByRole('heading', { level: 1, name: '유전자 유형 검사' }),
    ).toBeInTheDocument();

    await unmount(props);
    expect(container).toBeEmptyDOMElement();
    container.remove();
  });

  describe('over the prerendered demo', () => {
    /** The container as the page composer sends it: the build's HTML of /questions in `language`. */
    async function prerendered(language: 'ko' | 'en') {
      await preparePage(pages, '/questions', readyInLanguage);
      const html = renderToString(
        <AppErrorBoundary>
          <StaticRouter location="/questions">
            <AppRoutes />
          </StaticRouter>
        </AppErrorBoundary>,
      );
      const container = document.createElement('div');
      container.setAttribute('data-prerender-build', 'test-build');
      container.setAttribute('data-prerender-path', '/questions');
      container.setAttribute('data-prerender-lang', language);
      container.innerHTML = html;
      document.body.appendChild(container);
      return container;
    }

    afterEach(async () => {
      storage.remove(STORAGE_KEYS.token);
      await act(() => useLanguageStore.getState().setLanguage('ko'));
    });

    it('hydrates the English demo on an English page: the same nodes, no mismatch', async () => {
      await act(() => useLanguageStore.getState().setLanguage('en'));
      window.history.replaceState(null, '', '/questions');
      const container = await prerendered('en');
      const heading = container.querySelector('#questions-title');
      expect(heading).toHaveTextContent('Gene Type Test');
      expect(container.textContent).not.toMatch(/[\uac00-\ud7a3]/);
      const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
      const props = shellProps(container);
      await bootstrap(props);
      await mount(props);
      // A click makes React hydrate the page's boundary there and then (selective hydration).
      heading?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      expect(container.querySelector('#questions-title')).toBe(heading);
      expect(container).not.toHaveAttribute('data-prerender-build');
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();
      await unmount(props);
      container.remove();
    });

    it('renders afresh over the English demo with a stored session, or over the Korean one in English', async () => {
      window.history.replaceState(null, '', '/questions');
      const korean = await prerendered('ko');
      await act(() => useLanguageStore.getState().setLanguage('en'));
      const english = await prerendered('en');
      for (const [container, why] of [
        [korean, 'Korean HTML'],
        [english, 'a stored session'],
      ] as const) {
        if (why === 'a stored session') storage.set(STORAGE_KEYS.token, 'stored');
        const stale = container.querySelector('#questions-title');
        const props = shellProps(container);
        await bootstrap(props);
        await mount(props);
        // Rendered afresh (Korean HTML, or a stored session): the HTML's heading is gone, whatever the new render shows.
        expect(stale?.isConnected).toBe(false);
        await unmount(props);
        container.remove();
      }
    });
  });

  it('refuses to render anywhere but a container from the shell', async () => {
    const props = { name: 'mf-questionnaire', singleSpa: {}, mountParcel: jest.fn() };
    await expect(mount(props as never)).rejects.toThrow(
      'mf-questionnaire: the shell passed no `container` to render into',
    );
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
