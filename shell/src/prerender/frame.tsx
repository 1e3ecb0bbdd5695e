// Build-time entry (shell/build/frame-prerender-plugin.cjs compiles it for Node): the HTML of the
// shell's frame — navbar and footer as a visitor first sees them, in each language — which the
// shell's build writes into its own index.html (Korean) and prerendered-frame.json (the others, for
// the page composer), so it changes with a shell release only. Nothing in the browser bundle
// imports it. The frame is not hydrated: the browser's first render of the frame replaces it in one
// commit (shell/src/app/frame.tsx, usePrerenderedFrame), with the same boxes, so nothing moves.
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { DEFAULT_LANGUAGE, type Language } from '@genetype/domain';
import { applyLanguage, textsReady, useLanguageStore } from '@genetype/platform';
import { FrameFooter, FrameHeader } from '../app/frame';

/** The languages the frame is prerendered in (Korean first: the one in index.html). */
export const frameLanguages: readonly Language[] = ['ko', 'en'];

/**
 * At an address no navbar link matches (no link is current: the HTML serves every page), in the
 * visitor state (Node has no stored session), in `language`.
 */
export async function renderFrame(
  language: Language = DEFAULT_LANGUAGE,
): Promise<{ header: string; footer: string }> {
  if (useLanguageStore.getState().language !== language) {
    useLanguageStore.setState({ language });
    await applyLanguage(language);
  }
  await textsReady();
  // A select has no tap to replay: a choice made before the shell runs would be lost when the live
  // frame replaces this one, so the language select waits, disabled, for the live one.
  const at = (node: React.ReactNode) =>
    renderToStaticMarkup(<StaticRouter location="/__frame__">{node}</StaticRouter>).replace(
      /<select\b/g,
      '<select disabled=""',
    );
  return { header: at(<FrameHeader />), footer: at(<FrameFooter />) };
}
