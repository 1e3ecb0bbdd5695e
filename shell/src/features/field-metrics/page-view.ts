// What a page view measured, in one object that index.html's first script creates (so uncaught
// errors, the first page's path and the first input are seen before the shell's code runs; it also
// measures the first interaction of a page whose code starts on use) and this feature reads.

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
  /** The path the page view started on (read for its route template; never sent). */
  path?: string;
  /** First input to the next paint after the page's code handled it (ms), on an on-use page. */
  firstInteraction?: number;
}

/** The page view's state (made here when index.html's script did not run, e.g. in tests). */
export function fieldState(win: Window = window): FieldState {
  win.__GENETYPE_FIELD__ ??= { errors: 0, firstInput: -1, path: win.location.pathname };
  return win.__GENETYPE_FIELD__;
}
