// Build-time entry (shell/build/frame-prerender-plugin.cjs compiles it for Node): the HTML of the
// shell's frame — navbar and footer as a visitor first sees them, in each language — which the
// shell's build writes into its own index.html (Korean) and prerendered-frame.json (the others, for
// the page composer), so it changes with a shell release only. Nothing in the browser bundle
// imports it. The frame is not hydrated: the browser's first render of the frame replaces it
// (shell/src/app/frame.tsx, useReplacePrerenderedFrame), with the same boxes, so nothing moves.
// Its controls are plain HTML (./plain-controls.tsx): they work before the code runs, and without.
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { DEFAULT_LANGUAGE, type Language } from '@genetype/domain';
import { applyLanguage, textsReady, useLanguageStore } from '@genetype/platform';
import { PlainHtmlProvider } from '../components/plain-html';
import { Footer } from '../features/footer';
import { MainActionButton } from '../features/main-action';
import { Navbar } from '../features/navbar';
import type { NavbarPlacement } from '../features/navbar';
import { LanguageLink, plainControls, plainLogin } from './plain-controls';

const renderMainAction = (placement: NavbarPlacement) => <MainActionButton placement={placement} />;

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
  const controls = plainControls(renderMainAction);
  const at = (node: React.ReactNode) =>
    renderToStaticMarkup(
      <StaticRouter location="/__frame__">
        <PlainHtmlProvider value={controls}>{node}</PlainHtmlProvider>
      </StaticRouter>,
    );
  return {
    header: at(<Navbar renderAccount={plainLogin} renderMainAction={renderMainAction} />),
    // The footer's language select becomes the link to the other language (its class kept): the
    // browser bundle's footer carries no branch for it.
    footer: at(<Footer />).replace(
      /<label\b[^>]*>[^<]*<\/label><select\b[^>]*class="([^"]*)"[\s\S]*?<\/select>/,
      (_, name: string) => renderToStaticMarkup(<LanguageLink className={name} />),
    ),
  };
}
