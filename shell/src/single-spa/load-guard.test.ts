import { guardLoad, RemoteLoadAbandonedError, RemoteLoadTimeoutError } from './load-guard';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const never = () => new Promise<never>(() => {});

describe('guardLoad', () => {
  it('passes a load that answers in time through', async () => {
    const onGiveUp = jest.fn();
    await expect(
      guardLoad(() => Promise.resolve('lifecycles'), { stillWanted: () => true, onGiveUp }),
    ).resolves.toBe('lifecycles');
    jest.advanceTimersByTime(60_000);
    expect(onGiveUp).not.toHaveBeenCalled();
  });

  it('passes a failure through', async () => {
    await expect(
      guardLoad(() => Promise.reject(new Error('refused')), { stillWanted: () => true }),
    ).rejects.toThrow('refused');
  });

  it('gives a hanging load up after its time-out and aborts it', async () => {
    let signal: AbortSignal | undefined;
    const onGiveUp = jest.fn();
    const load = guardLoad(
      (given) => {
        signal = given;
        return never();
      },
      { timeoutMs: 15_000, stillWanted: () => true, onGiveUp },
    );
    const outcome = expect(load).rejects.toBeInstanceOf(RemoteLoadTimeoutError);
    jest.advanceTimersByTime(14_999);
    expect(signal?.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    await outcome;
    expect(signal?.aborted).toBe(true);
    expect(onGiveUp).toHaveBeenCalledWith(expect.any(RemoteLoadTimeoutError));
  });

  it('gives the load up as soon as the address no longer belongs to the app', async () => {
    // As single-spa does: listeners added through window.addEventListener hear routing events
    // only after the routing change under way — the guard must not depend on that.
    const patched = jest.spyOn(window, 'addEventListener').mockImplementation(() => undefined);
    let wanted = true;
    const load = guardLoad(never, { stillWanted: () => wanted });
    // A navigation inside the app's own routes changes nothing.
    window.dispatchEvent(new PopStateEvent('popstate'));
    wanted = false;
    window.dispatchEvent(new PopStateEvent('popstate'));
    await expect(load).rejects.toBeInstanceOf(RemoteLoadAbandonedError);
    patched.mockRestore();
  });

  it('ignores whatever the load does after it was given up', async () => {
    let finish: (value: string) => void = () => undefined;
    const load = guardLoad(
      () =>
        new Promise<string>((resolve) => {
          finish = resolve;
        }),
      { timeoutMs: 10, stillWanted: () => true },
    );
    jest.advanceTimersByTime(10);
    await expect(load).rejects.toBeInstanceOf(RemoteLoadTimeoutError);
    finish('late');
  });
});
