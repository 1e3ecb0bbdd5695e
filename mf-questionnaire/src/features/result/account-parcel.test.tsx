import { render, screen } from '@testing-library/react';
import type { ParcelConfigObject } from 'single-spa';
import AccountButtonParcel, { PARCEL_FAILED } from './account-parcel';

/** A parcel as mf-account's review button would behave: renders into the element it is given. */
const fakeParcel: ParcelConfigObject = {
  bootstrap: async () => undefined,
  mount: async (props) => {
    const button = document.createElement('button');
    button.textContent = '후기 남기기';
    (props as unknown as { domElement: HTMLElement }).domElement.appendChild(button);
  },
  unmount: async (props) => {
    (props as unknown as { domElement: HTMLElement }).domElement.replaceChildren();
  },
};

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  jest.restoreAllMocks();
  delete (globalThis as { __FEDERATION__?: unknown }).__FEDERATION__;
});

describe('<AccountButtonParcel>', () => {
  it("mounts mf-account's review-button parcel through the shell's federation runtime", async () => {
    const loadRemote = jest.fn(async () => fakeParcel);
    (globalThis as { __FEDERATION__?: unknown }).__FEDERATION__ = {
      __INSTANCES__: [{ options: { remotes: [{ name: 'mf_account' }] }, loadRemote }],
    };
    render(<AccountButtonParcel name="review-button" />);
    expect(await screen.findByRole('button', { name: '후기 남기기' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mf_account/review-button');
  });

  it('shows a short Korean note when mf-account cannot be loaded', async () => {
    render(
      <AccountButtonParcel name="share-button" load={() => Promise.reject(new Error('503'))} />,
    );
    expect(await screen.findByText(PARCEL_FAILED['share-button'])).toBeInTheDocument();
  });
});
