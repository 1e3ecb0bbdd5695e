import { render, screen } from '@testing-library/react';
import type { ParcelConfigObject } from 'single-spa';
import AccountParcel from './account-parcel';
import { loadAccountParcel } from './load-account-parcel';

/** A parcel as mf-account's would behave: renders into the element it is given. */
function fakeParcel(text: string): ParcelConfigObject {
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      const { domElement } = props as unknown as { domElement: HTMLElement };
      const p = document.createElement('p');
      p.textContent = text;
      domElement.appendChild(p);
    },
    unmount: async (props) => {
      (props as unknown as { domElement: HTMLElement }).domElement.replaceChildren();
    },
  };
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  jest.restoreAllMocks();
  delete (globalThis as { __FEDERATION__?: unknown }).__FEDERATION__;
});

describe('<AccountParcel>', () => {
  it('mounts the parcel mf-account exposes', async () => {
    const load = jest.fn(async () => fakeParcel('나의 리뷰'));
    render(<AccountParcel name="my-review" load={load} />);
    expect(await screen.findByText('나의 리뷰')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('my-review');
  });

  it('shows a short Korean note when mf-account cannot be loaded', async () => {
    render(<AccountParcel name="profile-share" load={() => Promise.reject(new Error('503'))} />);
    expect(
      await screen.findByText('이 영역을 불러오지 못했어요. 잠시 후 새로고침해 주세요.'),
    ).toBeInTheDocument();
  });

  it('shows the note when the parcel throws while mounting', async () => {
    const broken: ParcelConfigObject = {
      ...fakeParcel('x'),
      mount: async () => {
        throw new Error('render failed');
      },
    };
    render(<AccountParcel name="my-review" load={async () => broken} />);
    expect(
      await screen.findByText('이 영역을 불러오지 못했어요. 잠시 후 새로고침해 주세요.'),
    ).toBeInTheDocument();
  });
});

describe('loadAccountParcel', () => {
  it('loads through the runtime instance that registered mf-account', async () => {
    const parcel = fakeParcel('공유');
    const loadRemote = jest.fn(async () => parcel);
    (globalThis as { __FEDERATION__?: unknown }).__FEDERATION__ = {
      __INSTANCES__: [
        { options: { remotes: [] }, loadRemote: jest.fn() },
        { options: { remotes: [{ name: 'mf_account' }] }, loadRemote },
      ],
    };
    const config = await loadAccountParcel('profile-share');
    expect(loadRemote).toHaveBeenCalledWith('mf_account/profile-share');
    expect(config.mount).toBe(parcel.mount);
  });

  it('fails clearly when no runtime knows mf-account', async () => {
    await expect(loadAccountParcel('my-review')).rejects.toThrow('mf_account is not registered');
  });
});
