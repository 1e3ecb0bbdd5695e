import { replayPageTap } from './page-tap';

/** A prerendered app slot as the page composer sends it, with one button. */
function prerenderedSlot() {
  const slot = document.createElement('div');
  slot.setAttribute('data-prerender-build', 'b1');
  slot.innerHTML = '<button type="button">다음</button>';
  document.body.appendChild(slot);
  const button = slot.querySelector('button') as HTMLButtonElement;
  const click = jest.fn();
  button.addEventListener('click', click);
  return { slot, button, click };
}

describe('replayPageTap', () => {
  afterEach(() => {
    delete window.__GENETYPE_PAGE_CLICK__;
    document.body.innerHTML = '';
  });

  it('waits while the page is still HTML, then taps the same button, focused, once it is live', () => {
    const { slot, button, click } = prerenderedSlot();
    window.__GENETYPE_PAGE_CLICK__ = button;
    replayPageTap();
    expect(click).not.toHaveBeenCalled();
    expect(window.__GENETYPE_PAGE_CLICK__).toBe(button);

    // The app's mount removes the mark and hydrates the same nodes.
    slot.removeAttribute('data-prerender-build');
    replayPageTap();
    expect(click).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(button);
    expect(window.__GENETYPE_PAGE_CLICK__).toBeUndefined();
    replayPageTap();
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('drops the tap when the page was rendered afresh (its button is gone)', () => {
    const { slot, button, click } = prerenderedSlot();
    window.__GENETYPE_PAGE_CLICK__ = button;
    slot.removeAttribute('data-prerender-build');
    slot.replaceChildren();
    replayPageTap();
    expect(click).not.toHaveBeenCalled();
    expect(window.__GENETYPE_PAGE_CLICK__).toBeUndefined();
  });
});
