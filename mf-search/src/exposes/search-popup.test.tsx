import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bootstrap, mount, unmount } from './search-popup';

describe('mf-search search-popup parcel', () => {
  // single-spa-react resolves mount/unmount from React's commit, which act() would hold back.
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });

  it('mounts into the element the host gives it, calls onClose on a search and unmounts cleanly', async () => {
    window.history.replaceState(null, '', '/');
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const onClose = jest.fn();
    const props = {
      name: 'search-popup',
      singleSpa: {},
      mountParcel: jest.fn(),
      domElement,
      onClose,
    };

    await bootstrap(props as never);
    await mount(props as never);
    const button = await within(domElement).findByRole('button', { name: '#몰입' });
    await userEvent.click(button);
    expect(onClose).toHaveBeenCalled();
    expect(window.location.pathname).toBe('/search');
    expect((window.history.state as { usr?: unknown }).usr).toEqual({ search: '몰입' });

    await unmount(props as never);
    expect(domElement).toBeEmptyDOMElement();
    expect(screen.queryByRole('searchbox')).toBeNull();
    domElement.remove();
  });
});
