import { screen, within } from '@testing-library/react';
import { useAuthStore } from '@genetype/platform';
import type { User } from '@genetype/domain/contracts';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppErrorBoundary, preparePage } from '@genetype/ui';
import { AppRoutes } from '../app/app-router';
import { pages } from '../app/pages';
import { bootstrap, mount, unmount } from './app';

/** What single-spa hands the lifecycles: its own props plus the shell's `container`. */
function shellProps(container: HTMLElement) {
  return { name: 'mf-content', singleSpa: {}, mountParcel: jest.fn(), container };
}

describe('mf-content single-spa lifecycles', () => {
  // single-spa-react resolves mount/unmount from React's commit, which act() would hold back.
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });

  it('mount into the container the shell passes and unmount cleanly', async () => {
    window.history.replaceState(null, '', '/');
    const container = document.createElement('div');
    document.body.appendChild(container);
    const props = shellProps(container);

    await bootstrap(props);
    await mount(props);
    expect(
      await within(container).findByRole('heading', { level: 1, name: '진타입' }),
    ).toBeInTheDocument();

    await unmount(props);
    expect(container).toBeEmptyDOMElement();
    container.remove();
  });

  it('refuses to render anywhere but a container from the shell', async () => {
    const props = { name: 'mf-content', singleSpa: {}, mountParcel: jest.fn() };
    await expect(mount(props as never)).rejects.toThrow(
      'mf-content: the shell passed no `container` to render into',
    );
    expect(screen.queryByRole('heading')).toBeNull();
  });

  describe('over prerendered HTML', () => {
    /** The container as the page composer sends it: the build's HTML of `path`, marked. */
    async function prerendered(path: string, build = 'test-build') {
      await preparePage(pages, path);
      const html = renderToString(
        <AppErrorBoundary>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </AppErrorBoundary>,
      );
      const container = document.createElement('div');
      container.setAttribute('data-prerender-build', build);
      container.setAttribute('data-prerender-path', path);
      container.innerHTML = html;
      document.body.appendChild(container);
      return container;
    }

    it('hydrates this build’s HTML of the address: the same nodes, no mismatch', async () => {
      window.history.replaceState(null, '', '/typeReport/5');
      const container = await prerendered('/typeReport/5');
      const heading = container.querySelector('#report-name');
      expect(heading).not.toBeNull();
      const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
      const props = shellProps(container);
      await bootstrap(props);
      await mount(props);
      // The page's Suspense boundary hydrates after the mount, when React's scheduler gets to it;
      // a click inside a boundary not hydrated yet makes React hydrate it there and then (selective
      // hydration), so past this click the page has hydrated, or reported its mismatch.
      heading?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      expect(container.querySelector('#report-name')).toBe(heading);
      expect(container).not.toHaveAttribute('data-prerender-build');
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();
      await unmount(props);
      expect(container).toBeEmptyDOMElement();
      container.remove();
    });

    it('hydrates a member’s home as the visitor’s HTML, then fills in their button and type card', async () => {
      useAuthStore.setState({
        user: {
          section: 4,
          results: [{ section: 'D', geneType: 'SL', code: 'ID-B-43-SL', typeId: 28 }],
        } as unknown as User,
        status: 'authenticated',
      });
      window.history.replaceState(null, '', '/');
      // The build renders without a member: the server's HTML is the visitor's whatever the store.
      const container = await prerendered('/');
      expect(within(container).getByRole('link', { name: '검사 시작하기' })).toBeInTheDocument();
      expect(within(container).queryByRole('heading', { name: '나의 유형' })).toBeNull();
      const headline = container.querySelector('#overview-headline');
      const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
      const props = shellProps(container);
      await bootstrap(props);
      await mount(props);
      expect(
        await within(container).findByRole('heading', { name: '나의 유형' }),
      ).toBeInTheDocument();
      expect(within(container).getByRole('link', { name: '결과 보기' })).toBeInTheDocument();
      expect(container.querySelector('#overview-headline')).toBe(headline);
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();
      await unmount(props);
      container.remove();
      useAuthStore.setState({ user: null, status: 'anonymous' });
    });

    it('renders afresh over another build’s HTML or another address’s', async () => {
      window.history.replaceState(null, '', '/typeReport/6');
      for (const container of [
        await prerendered('/typeReport/6', 'other-build'),
        await prerendered('/typeReport/7'),
      ]) {
        const stale = container.querySelector('#report-name');
        const props = shellProps(container);
        await bootstrap(props);
        await mount(props);
        const heading = await within(container).findByRole('heading', { level: 1 });
        expect(heading).not.toBe(stale);
        expect(container.querySelectorAll('#report-name')).toHaveLength(1);
        await unmount(props);
        container.remove();
      }
    });
  });
});
