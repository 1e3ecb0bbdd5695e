import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParcelConfigObject } from 'single-spa';
import { POPUP_FAILED_MESSAGE, SearchPopupHost } from './search-popup-host';

/** A parcel as mf-search's would behave: renders into the element it is given, calls onClose. */
function fakeParcel(): ParcelConfigObject {
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      const { domElement, onClose } = props as unknown as {
        domElement: HTMLElement;
        onClose: () => void;
      };
      const button = document.createElement('button');
      button.textContent = '#몰입';
      button.addEventListener('click', () => onClose());
      domElement.appendChild(button);
    },
    unmount: async (props) => {
      (props as unknown as { domElement: HTMLElement }).domElement.replaceChildren();
    },
  };
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('<SearchPopupHost>', () => {
  it('mounts the parcel and hands it the modal’s close', async () => {
    const close = jest.fn();
    render(<SearchPopupHost close={close} load={async () => fakeParcel()} />);
    expect(screen.getByRole('status')).toHaveTextContent('검색창을 여는 중이에요…');
    await userEvent.click(await screen.findByRole('button', { name: '#몰입' }));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('shows the Korean fallback when mf-search cannot be loaded, and retries from scratch', async () => {
    const load = jest
      .fn<Promise<ParcelConfigObject>, []>()
      .mockRejectedValueOnce(new Error('remoteEntry.js: 503'))
      .mockResolvedValueOnce(fakeParcel());
    const reset = jest.fn();
    render(<SearchPopupHost close={jest.fn()} load={load} reset={reset} />);
    expect(await screen.findByText(POPUP_FAILED_MESSAGE)).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(
      '[remote-parcel] mf-search/search-popup could not be loaded',
      expect.any(Error),
    );

    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: '#몰입' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the fallback when the parcel throws while mounting', async () => {
    const broken: ParcelConfigObject = {
      ...fakeParcel(),
      mount: async () => {
        throw new Error('render failed');
      },
    };
    render(<SearchPopupHost close={jest.fn()} load={async () => broken} />);
    await waitFor(() => expect(screen.getByText(POPUP_FAILED_MESSAGE)).toBeInTheDocument());
    expect(console.error).toHaveBeenCalledWith(
      '[remote-parcel] mf-search/search-popup failed to mount',
      new Error('render failed'),
    );
  });
});
