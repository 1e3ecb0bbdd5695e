// What a page view measured, kept in one object that index.html's first script creates (so the
// first input and the errors before the shell's code are seen) and this feature fills in.

declare global {
  interface Window {
    /** index.html's first script: uncaught errors and the first input, from the first byte on. */
    __GENETYPE_FIELD__?: FieldState;
  }
}

export interface FieldState {
  /** Uncaught errors and unhandled rejections so far (counted, never described). */
  errors: number;
  /** The first discrete input's event.timeStamp (ms since the navigation), or -1. */
  firstInput: number;
  /** Whether the page's code had already started when that input came. */
  codeStarted?: boolean;
  /** First input to the next paint after the page's code handled it (ms), on an on-use page. */
  firstInteraction?: number;
}

/** The page view's state (made here when index.html's script did not run, e.g. in tests). */
export function fieldState(win: Window = window): FieldState {
  win.__GENETYPE_FIELD__ ??= { errors: 0, firstInput: -1 };
  return win.__GENETYPE_FIELD__;
}

/** Runs `work` right after the next frame is painted (the frame's rAF, then a task after it). */
export function afterNextPaint(work: () => void, win: Window = window): void {
  win.requestAnimationFrame(() => win.setTimeout(work, 0));
}

/** The mark of an app slot whose prerendered HTML its app has not mounted over yet. */
const NOT_MOUNTED = '[data-prerender-build]';
const DISCRETE_INPUTS = ['pointerdown', 'keydown', 'click'] as const;

/**
 * On a prerendered page whose code starts on use (data-boot-on-use): the time from the visitor's
 * first input to the next paint once the page's app has mounted over its HTML (the code handled
 * the input: a kept tap is replayed then, src/single-spa/page-tap.ts). Cheap enough to run in the
 * bootstrap: listeners only, no measurement library.
 */
export function trackFirstInteraction(win: Window = window): void {
  const root = win.document.documentElement;
  const state = fieldState(win);
  if (!root.hasAttribute('data-boot-on-use') || root.hasAttribute('data-session')) return;
  const live = () => win.document.querySelector(NOT_MOUNTED) === null;
  const measure = () =>
    afterNextPaint(() => {
      state.firstInteraction ??= Math.max(0, Math.round(win.performance.now() - state.firstInput));
    }, win);
  const whenLive = () => {
    if (live()) {
      measure();
      return;
    }
    const onChange = () => {
      if (!live()) return;
      win.removeEventListener('single-spa:app-change', onChange);
      measure();
    };
    win.addEventListener('single-spa:app-change', onChange);
  };
  if (state.firstInput >= 0) {
    whenLive();
    return;
  }
  // No discrete input yet (the code started on a hover, a scroll, a focus): wait for the first.
  const onInput = (event: Event) => {
    for (const type of DISCRETE_INPUTS) win.document.removeEventListener(type, onInput, true);
    if (state.firstInput < 0) state.firstInput = event.timeStamp;
    whenLive();
  };
  for (const type of DISCRETE_INPUTS)
    win.document.addEventListener(type, onInput, { capture: true, passive: true });
}
