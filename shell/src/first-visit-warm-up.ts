// The warm-up's own script, inlined in index.html ahead of the shell's code (production builds:
// shell/build/inline-warm-up-plugin.cjs).
import { warmUpFirstRoute } from './federation/warm-up';

declare global {
  interface Window {
    /** Set by index.html on a prerendered page: resolves once its first frame is on screen. */
    __GENETYPE_AFTER_PAINT__?: Promise<void>;
  }
}

// On a prerendered page the manifest is asked for after the first paint (index.html): so is this.
const afterPaint = typeof window === 'undefined' ? undefined : window.__GENETYPE_AFTER_PAINT__;
if (afterPaint) void afterPaint.then(() => warmUpFirstRoute());
else warmUpFirstRoute();
