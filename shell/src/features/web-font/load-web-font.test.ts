import { loadWebFont, WEB_FONT_KEY } from './load-web-font';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

// Past the next animation frame (a fake timer here) and the promises before and after it.
const afterNextFrame = () => jest.runAllTimersAsync();
const readyFonts = () => ({ ready: Promise.resolve() }) as unknown as FontFaceSet;

describe('loadWebFont', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('on a first visit asks for the font only after the first page, then remembers it', async () => {
    const storage = memoryStorage();
    const request = jest.fn(() => Promise.resolve());
    let afterFirstPage: (() => void) | undefined;
    loadWebFont({
      storage,
      request,
      fonts: readyFonts(),
      afterFirstPage: (work) => (afterFirstPage = work),
    });

    expect(request).not.toHaveBeenCalled();
    afterFirstPage?.();
    expect(request).toHaveBeenCalledTimes(1);
    await afterNextFrame();
    expect(storage.getItem(WEB_FONT_KEY)).not.toBeNull();
  });

  it('once the font has loaded before, asks for it at boot', () => {
    const request = jest.fn(() => Promise.resolve());
    const afterFirstPage = jest.fn();
    loadWebFont({
      storage: memoryStorage({ [WEB_FONT_KEY]: '2026-11-22T00:00:00.000Z' }),
      request,
      afterFirstPage,
      fonts: readyFonts(),
    });
    expect(request).toHaveBeenCalledTimes(1);
    expect(afterFirstPage).not.toHaveBeenCalled();
  });

  it('treats blocked storage as a first visit and a failed stylesheet as no font, without throwing', async () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    const request = jest.fn(() => Promise.reject(new Error('ChunkLoadError')));
    loadWebFont({
      storage: blocked,
      request,
      fonts: readyFonts(),
      afterFirstPage: (work) => work(),
    });
    expect(request).toHaveBeenCalledTimes(1);
    await afterNextFrame();

    const loaded = jest.fn(() => Promise.resolve());
    loadWebFont({
      storage: blocked,
      request: loaded,
      fonts: readyFonts(),
      afterFirstPage: (work) => work(),
    });
    expect(loaded).toHaveBeenCalledTimes(1);
    await afterNextFrame();
  });
});
