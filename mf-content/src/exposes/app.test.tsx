import { screen, within } from '@testing-library/react';
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
});
