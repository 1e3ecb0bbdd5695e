import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetStores, useModalStore } from '@genetype/platform';
import { DIALOG_EXIT_MS, Dialog } from '@genetype/ui';
import { ModalLayer } from './modal-layer';
import { ErrorModal, SuccessModal } from './message-modal';
import { defineModal } from './types';
import type { ModalContentProps, ModalRegistry } from './types';

// jsdom has no layout; tabbable (under focus-trap) treats an element without client rects as hidden.
beforeAll(() => {
  jest
    .spyOn(HTMLElement.prototype, 'getClientRects')
    .mockReturnValue([{}] as unknown as DOMRectList);
});

function FormBody({ close }: ModalContentProps) {
  return (
    <div>
      <label>
        이름
        <input data-autofocus />
      </label>
      <button type="button" onClick={close}>
        저장
      </button>
    </div>
  );
}

const onDismiss = jest.fn();

const registry: ModalRegistry = {
  form: defineModal({ title: '정보 입력', component: FormBody, size: 'md', onDismiss }),
  error: defineModal<{ title?: unknown; message?: unknown }>({
    title: (props) => (typeof props.title === 'string' ? props.title : '알림'),
    component: ErrorModal,
  }),
  success: defineModal({ title: '완료', component: SuccessModal }),
};

function renderLayer() {
  return render(
    <>
      <button type="button" onClick={() => useModalStore.getState().open('form')}>
        열기
      </button>
      <ModalLayer registry={registry} />
    </>,
  );
}

beforeEach(() => {
  resetStores();
  document.body.style.overflow = '';
});

/** jsdom runs no CSS animations; the dialog plays its exit only where they run. */
function withAnimations() {
  Object.defineProperty(window, 'AnimationEvent', {
    value: class AnimationEvent extends Event {},
    configurable: true,
  });
}

describe('ModalLayer', () => {
  // Before Testing Library's cleanup unmounts the layer (describe hooks run first): no exit copy
  // may outlive a test.
  afterEach(() => Reflect.deleteProperty(window, 'AnimationEvent'));

  it('renders nothing while no modal is open', () => {
    renderLayer();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a modal dialog labelled by its title', async () => {
    renderLayer();
    act(() => useModalStore.getState().open('form'));
    const dialog = await screen.findByRole('dialog', { name: '정보 입력' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: '정보 입력' }).id).toBe(
      dialog.getAttribute('aria-labelledby'),
    );
  });

  it('shows one modal at a time: opening another replaces the first', async () => {
    renderLayer();
    act(() => useModalStore.getState().open('form'));
    await screen.findByRole('dialog', { name: '정보 입력' });
    act(() =>
      useModalStore
        .getState()
        .open('error', { title: '로그인할 수 없어요', message: '서버 메시지' }),
    );
    expect(await screen.findByRole('dialog', { name: '로그인할 수 없어요' })).toHaveTextContent(
      '서버 메시지',
    );
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('passes the store props to the body and falls back when they are missing', async () => {
    renderLayer();
    act(() => useModalStore.getState().open('error'));
    const dialog = await screen.findByRole('dialog', { name: '알림' });
    expect(dialog).toHaveTextContent('일시적인 오류가 발생했어요');
  });

  it('closes on Escape, tells the definition it was dismissed, and returns focus to the opener', async () => {
    const user = userEvent.setup();
    renderLayer();
    const opener = screen.getByRole('button', { name: '열기' });
    await user.click(opener);
    await screen.findByRole('dialog');
    await waitFor(() => expect(screen.getByRole('textbox', { name: '이름' })).toHaveFocus());

    await user.keyboard('{Escape}');
    expect(useModalStore.getState().modal).toBeNull();
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes when the backdrop is clicked', async () => {
    const user = userEvent.setup();
    renderLayer();
    await user.click(screen.getByRole('button', { name: '열기' }));
    await screen.findByRole('dialog');
    const backdrop = document.querySelector('[aria-hidden="true"][data-state="open"]');
    expect(backdrop).not.toBeNull();
    await user.click(backdrop as Element);
    expect(useModalStore.getState().modal).toBeNull();
  });

  it('closes from the 닫기 button and from the body', async () => {
    const user = userEvent.setup();
    renderLayer();
    await user.click(screen.getByRole('button', { name: '열기' }));
    await user.click(await screen.findByRole('button', { name: '닫기' }));
    expect(useModalStore.getState().modal).toBeNull();

    await user.click(screen.getByRole('button', { name: '열기' }));
    await user.click(await screen.findByRole('button', { name: '저장' }));
    expect(useModalStore.getState().modal).toBeNull();
    // Closing through the body is not a dismissal.
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('traps focus inside the dialog', async () => {
    const user = userEvent.setup();
    renderLayer();
    await user.click(screen.getByRole('button', { name: '열기' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(screen.getByRole('textbox', { name: '이름' })).toHaveFocus());

    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('locks page scrolling while a modal is open', async () => {
    renderLayer();
    act(() => useModalStore.getState().open('success', { message: '저장했어요.' }));
    await screen.findByRole('dialog');
    expect(document.body.style.overflow).toBe('hidden');
    act(() => useModalStore.getState().close());
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps a closing modal on screen for the exit, inert, then removes it', async () => {
    jest.useFakeTimers();
    withAnimations();
    try {
      renderLayer();
      act(() => useModalStore.getState().open('success', { message: '저장했어요.' }));
      act(() => useModalStore.getState().close());
      const dialog = screen.getByRole('dialog', { hidden: true });
      expect(dialog).toHaveAttribute('data-state', 'closing');
      expect(dialog).toHaveTextContent('저장했어요.');
      expect(dialog.closest('[inert]')).not.toBeNull();
      act(() => jest.advanceTimersByTime(DIALOG_EXIT_MS - 1));
      expect(screen.getByRole('dialog', { hidden: true })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens the next modal in place of one that is still leaving', async () => {
    jest.useFakeTimers();
    withAnimations();
    try {
      renderLayer();
      act(() => useModalStore.getState().open('success', { message: '저장했어요.' }));
      act(() => useModalStore.getState().close());
      act(() => useModalStore.getState().open('form'));
      const dialog = screen.getByRole('dialog', { name: '정보 입력' });
      expect(dialog).toHaveAttribute('data-state', 'open');
      act(() => jest.advanceTimersByTime(DIALOG_EXIT_MS));
      expect(screen.getByRole('dialog', { name: '정보 입력' })).toBe(dialog);
    } finally {
      jest.useRealTimers();
    }
  });

  it('skips the exit animation when the member prefers reduced motion', () => {
    withAnimations();
    const matchMedia = jest.fn().mockReturnValue({ matches: true });
    Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
    try {
      renderLayer();
      act(() => useModalStore.getState().open('success', { message: '저장했어요.' }));
      act(() => useModalStore.getState().close());
      expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
      expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it("is not hidden by its own modal, while an app's dialog steps aside for it", async () => {
    render(
      <>
        <Dialog open title="닉네임 변경" onClose={() => {}}>
          <input aria-label="닉네임" />
        </Dialog>
        <ModalLayer registry={registry} />
      </>,
    );
    act(() => useModalStore.getState().open('error', { message: '이미 사용 중인 닉네임이에요.' }));
    expect(await screen.findByRole('dialog', { name: '알림' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: '닉네임 변경' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '확인' })).toHaveFocus());
  });

  it('closes and reports a modal name nobody registered', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderLayer();
    act(() => useModalStore.getState().open('nope'));
    expect(useModalStore.getState().modal).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"nope"'));
    error.mockRestore();
  });
});
