import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { useModalStore } from '@genetype/platform';
import { DIALOG_EXIT_MS, Dialog } from './dialog.js';
import type { DialogProps } from './dialog.js';

// jsdom has no layout; tabbable (under focus-trap) treats an element without client rects as hidden.
beforeAll(() => {
  jest
    .spyOn(HTMLElement.prototype, 'getClientRects')
    .mockReturnValue([{}] as unknown as DOMRectList);
});

/** jsdom runs no CSS animations, so the dialog skips its exit there unless told they run. */
function animationsRun(run: boolean) {
  if (run)
    Object.defineProperty(window, 'AnimationEvent', {
      value: class AnimationEvent extends Event {},
      configurable: true,
    });
  else Reflect.deleteProperty(window, 'AnimationEvent');
}

afterEach(() => {
  act(() => useModalStore.getState().close());
});

type Options = Partial<Omit<DialogProps, 'open' | 'onClose' | 'children' | 'title'>>;

/** A page with an opener button and a dialog holding a small form. */
function Page({ onClose = () => {}, ...options }: Options & { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        열기
      </button>
      <Dialog
        open={open}
        title="닉네임 변경"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        {...options}
      >
        <label>
          닉네임
          <input data-autofocus />
        </label>
        <button type="button" onClick={() => setOpen(false)}>
          저장
        </button>
      </Dialog>
    </main>
  );
}

async function openDialog(props: Parameters<typeof Page>[0] = {}) {
  const user = userEvent.setup({ advanceTimers: (ms: number) => jest.advanceTimersByTime(ms) });
  render(<Page {...props} />);
  await user.click(screen.getByRole('button', { name: '열기' }));
  const role = props.busy ? 'alertdialog' : 'dialog';
  return { user, dialog: screen.getByRole(role, { name: '닉네임 변경' }) };
}

async function finishExit() {
  await act(async () => {
    jest.advanceTimersByTime(DIALOG_EXIT_MS);
  });
}

describe('Dialog', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    animationsRun(true);
  });
  // Before Testing Library's cleanup unmounts what is left (describe hooks run first): no exit
  // copy may outlive a test.
  afterEach(() => {
    animationsRun(false);
    jest.useRealTimers();
  });

  it('renders nothing while closed', () => {
    render(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a labelled modal dialog with the first field focused', async () => {
    const { dialog } = await openDialog({ name: 'nicknameChange' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('data-modal', 'nicknameChange');
    expect(screen.getByRole('heading', { level: 2, name: '닉네임 변경' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '닉네임' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = await openDialog();
    const field = screen.getByRole('textbox', { name: '닉네임' });
    await user.tab();
    expect(screen.getByRole('button', { name: '저장' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '닫기' })).toHaveFocus();
    await user.tab();
    expect(field).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: '닫기' })).toHaveFocus();
  });

  it('closes on Escape, plays the exit and gives focus back to the opener', async () => {
    const onClose = jest.fn();
    const { user, dialog } = await openDialog({ onClose });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    // Still on screen (inert) for the exit animation, then gone.
    expect(dialog).toBeInTheDocument();
    expect(dialog.closest('[data-state]')).toHaveAttribute('data-state', 'closing');
    await finishExit();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: '열기' })).toHaveFocus();
  });

  it('closes on the backdrop and on the close button', async () => {
    const onClose = jest.fn();
    const { user, dialog } = await openDialog({ onClose });
    const backdrop = dialog.parentElement?.querySelector('[aria-hidden="true"]') as HTMLElement;
    await user.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
    await finishExit();
    await user.click(screen.getByRole('button', { name: '열기' }));
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('stays open when it is not dismissible or busy', async () => {
    const onClose = jest.fn();
    const { user, dialog } = await openDialog({ onClose, dismissible: false });
    await user.keyboard('{Escape}');
    await user.click(dialog.parentElement?.querySelector('[aria-hidden="true"]') as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: '닫기' })).toBeNull();
    expect(dialog).toBeInTheDocument();
  });

  it('announces work while busy and cannot be dismissed', async () => {
    const onClose = jest.fn();
    const { user, dialog } = await openDialog({ onClose, busy: true });
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '닫기' })).toBeDisabled();
  });

  it('locks the page scroll while open', async () => {
    const { user } = await openDialog();
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(document.body.style.overflow).toBe('');
  });

  it("steps aside while the shell's layer shows a modal, keeping what was typed", async () => {
    const onClose = jest.fn();
    const { user, dialog } = await openDialog({ onClose });
    await user.type(screen.getByRole('textbox', { name: '닉네임' }), '유전자');
    act(() => useModalStore.getState().open('message', { message: '저장했어요.' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Escape belongs to the shell's modal now.
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    act(() => useModalStore.getState().close());
    expect(screen.getByRole('dialog', { name: '닉네임 변경' })).toBe(dialog);
    expect(screen.getByRole('textbox', { name: '닉네임' })).toHaveValue('유전자');
    expect(screen.getByRole('textbox', { name: '닉네임' })).toHaveFocus();
  });

  it('plays the exit on the closing state for 200 ms, inert, then unmounts', async () => {
    const { user, dialog } = await openDialog();
    await user.click(screen.getByRole('button', { name: '저장' }));
    const layer = dialog.parentElement as HTMLElement;
    expect(layer).toHaveAttribute('data-state', 'closing');
    expect(dialog).toHaveAttribute('data-state', 'closing');
    expect(layer).toHaveAttribute('inert');
    await act(async () => {
      jest.advanceTimersByTime(DIALOG_EXIT_MS - 1);
    });
    expect(dialog).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(dialog).not.toBeInTheDocument();
  });

  it('closes at once when the member prefers reduced motion', async () => {
    const matchMedia = jest.fn().mockReturnValue({ matches: true });
    Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
    try {
      const { user, dialog } = await openDialog();
      await user.keyboard('{Escape}');
      await act(async () => {
        jest.advanceTimersByTime(0);
      });
      expect(dialog).not.toBeInTheDocument();
      expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('closes at once where CSS animations do not run', async () => {
    animationsRun(false);
    const { user, dialog } = await openDialog();
    await user.keyboard('{Escape}');
    await act(async () => {
      jest.advanceTimersByTime(0);
    });
    expect(dialog).not.toBeInTheDocument();
  });

  it('gives focus back when its owner unmounts it, and plays the exit on an inert copy', async () => {
    const user = userEvent.setup({ advanceTimers: (ms: number) => jest.advanceTimersByTime(ms) });
    function Owner() {
      const [shown, setShown] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setShown(true)}>
            열기
          </button>
          {shown && (
            <Dialog open title="알림" name="notice" onClose={() => setShown(false)}>
              <p>내용</p>
            </Dialog>
          )}
        </>
      );
    }
    render(<Owner />);
    await user.click(screen.getByRole('button', { name: '열기' }));
    expect(screen.getByRole('dialog', { name: '알림' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: '열기' })).toHaveFocus();

    const copy = document.querySelector<HTMLElement>('[data-modal="notice"]');
    expect(copy).toHaveAttribute('data-state', 'closing');
    expect(copy?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(copy?.closest('[inert]')).not.toBeNull();
    expect(copy?.querySelector('[id]')).toBeNull();
    expect(copy).toHaveTextContent('내용');
    await act(async () => {
      jest.advanceTimersByTime(DIALOG_EXIT_MS);
    });
    expect(document.querySelector('[data-modal="notice"]')).toBeNull();
  });

  it("plays no exit for StrictMode's rehearsal unmount", async () => {
    const { unmount } = render(
      <StrictMode>
        <Dialog open title="알림" name="notice" onClose={() => {}}>
          <p>내용</p>
        </Dialog>
      </StrictMode>,
    );
    // Fake timers hold queueMicrotask too.
    await act(async () => {
      jest.advanceTimersByTime(0);
    });
    expect(document.querySelectorAll('[data-modal="notice"]')).toHaveLength(1);
    unmount();
    await act(async () => {
      jest.advanceTimersByTime(DIALOG_EXIT_MS);
    });
    expect(document.querySelector('[data-modal="notice"]')).toBeNull();
  });

  it('leaves no copy behind where animations do not run', async () => {
    animationsRun(false);
    const user = userEvent.setup({ advanceTimers: (ms: number) => jest.advanceTimersByTime(ms) });
    function Owner() {
      const [shown, setShown] = useState(true);
      return shown ? (
        <Dialog open title="알림" name="notice" onClose={() => setShown(false)}>
          <p>내용</p>
        </Dialog>
      ) : null;
    }
    render(<Owner />);
    await user.keyboard('{Escape}');
    await act(async () => {
      jest.advanceTimersByTime(0);
    });
    expect(document.querySelector('[data-modal="notice"]')).toBeNull();
  });

  it('keeps the page locked until the last of two dialogs closes', () => {
    document.body.style.overflow = 'scroll';
    const { rerender } = render(
      <>
        <Dialog open title="첫째" onClose={() => {}}>
          <p>1</p>
        </Dialog>
        <Dialog open title="둘째" onClose={() => {}}>
          <p>2</p>
        </Dialog>
      </>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    rerender(
      <>
        <Dialog open={false} title="첫째" onClose={() => {}}>
          <p>1</p>
        </Dialog>
        <Dialog open title="둘째" onClose={() => {}}>
          <p>2</p>
        </Dialog>
      </>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<></>);
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });
});
