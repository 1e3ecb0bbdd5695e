import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ParcelConfigObject } from 'single-spa';
import { RemoteParcel, parcelConfigOf } from './remote-parcel.js';

/** A parcel as another app's would behave: renders into its element, shows a custom prop. */
function fakeParcel(): ParcelConfigObject {
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      const { domElement, greeting, onPick } = props as unknown as {
        domElement: HTMLElement;
        greeting?: string;
        onPick?: () => void;
      };
      const button = document.createElement('button');
      button.textContent = greeting ?? '위젯';
      button.addEventListener('click', () => onPick?.());
      domElement.appendChild(button);
    },
    unmount: async (props) => {
      (props as unknown as { domElement: HTMLElement }).domElement.replaceChildren();
    },
  };
}

const fallback = (retry: () => void) => (
  <div>
    <p>불러오지 못했어요</p>
    <button type="button" onClick={retry}>
      다시 시도
    </button>
  </div>
);

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('<RemoteParcel>', () => {
  it('shows the loading view, then mounts the parcel with its custom props', async () => {
    const onPick = jest.fn();
    render(
      <RemoteParcel
        label="mf-x/widget"
        load={async () => fakeParcel()}
        loading={<p role="status">여는 중</p>}
        fallback={fallback}
        parcelProps={{ greeting: '안녕하세요', onPick }}
        wrapClassName="slot"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('여는 중');
    const widget = await screen.findByRole('button', { name: '안녕하세요' });
    expect(widget.parentElement).toHaveClass('slot');
    await userEvent.click(widget);
    expect(onPick).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback when the remote cannot be loaded, and retries from scratch', async () => {
    const load = jest
      .fn<Promise<ParcelConfigObject>, []>()
      .mockRejectedValueOnce(new Error('remoteEntry.js: 503'))
      .mockResolvedValueOnce(fakeParcel());
    const reset = jest.fn();
    render(<RemoteParcel label="mf-x/widget" load={load} reset={reset} fallback={fallback} />);
    expect(await screen.findByText('불러오지 못했어요')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(
      '[remote-parcel] mf-x/widget could not be loaded',
      expect.any(Error),
    );
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: '위젯' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the fallback when the load does not finish within its time-out', async () => {
    const reset = jest.fn();
    let loads = 0;
    const load = jest.fn(() => {
      loads += 1;
      return loads === 1
        ? new Promise<ParcelConfigObject>(() => {})
        : Promise.resolve(fakeParcel());
    });
    render(
      <RemoteParcel
        label="mf-x/widget"
        load={load}
        reset={reset}
        timeoutMs={50}
        loading={<p role="status">여는 중</p>}
        fallback={fallback}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('여는 중');
    expect(await screen.findByText('불러오지 못했어요')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: '위젯' })).toBeInTheDocument();
  });

  it('shows the fallback when the parcel throws while mounting', async () => {
    const broken = {
      ...fakeParcel(),
      mount: async () => {
        throw new Error('render failed');
      },
    };
    render(<RemoteParcel label="mf-x/widget" load={async () => broken} fallback={fallback} />);
    await waitFor(() => expect(screen.getByText('불러오지 못했어요')).toBeInTheDocument());
    expect(console.error).toHaveBeenCalledWith(
      '[remote-parcel] mf-x/widget failed to mount',
      new Error('render failed'),
    );
  });
});

describe('parcelConfigOf', () => {
  it('copies the lifecycles into a fresh config', () => {
    const exposed = fakeParcel();
    const config = parcelConfigOf(exposed, 'mf_x/widget');
    expect(config).not.toBe(exposed);
    expect(config.mount).toBe(exposed.mount);
    expect(config.unmount).toBe(exposed.unmount);
  });

  it.each([null, {}, { mount: () => undefined }, 'module'])('refuses %p', (exposed) => {
    expect(() => parcelConfigOf(exposed, 'mf_x/widget')).toThrow(
      'mf_x/widget did not export parcel lifecycles',
    );
  });
});
