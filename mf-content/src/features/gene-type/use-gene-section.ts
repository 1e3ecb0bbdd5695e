// Which /geneType section is shown, and the navigation rules around it (spec §2 "/{product} page",
// issue 38):
// - every section has its own address: the first is /geneType (or /GeneType), each other one
//   /geneType/<id> ('/geneType/emotion'); the address decides the section, so a reload, a shared
//   link, back and forward all show the section their address names, and the HTML of each address
//   is prerendered with its section;
// - router state `searchWord` (a string) selects the first section whose text contains it;
//   `section` (a section id such as 'emotion', or its title '감정 유전자') selects that one; the
//   page's language's sections are searched first, then the Korean ones. The page then replaces
//   the history entry with that section's address, without the state;
// - the switcher's tabs are links to the addresses that replace the history entry (switching
//   sections adds no entry: back leaves the page, as before); choosing a section other than the
//   first scrolls the page (500 px from 768 px up, 200 px below).
import { useCallback, useEffect } from 'react';
import type { MouseEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { addressedSection, sectionPath } from '@genetype/domain';
import { findGeneSection, geneSections } from '@genetype/content';
import type { GeneSection, GeneSectionId } from '@genetype/content';

export const DEFAULT_SECTION: GeneSectionId = 'types';
export const DESKTOP_BREAKPOINT_PX = 768;
export const SCROLL_WIDE_PX = 500;
export const SCROLL_NARROW_PX = 200;

/** Navigation state /geneType and /GeneType understand. */
export interface GeneTypeNavigationState {
  searchWord?: string;
  section?: string;
}

export function sectionFromState(
  state: unknown,
  sections: readonly GeneSection[] = geneSections,
): GeneSectionId | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const { searchWord, section } = state as GeneTypeNavigationState;
  const languages = sections === geneSections ? [sections] : [sections, geneSections];
  if (typeof searchWord === 'string') {
    for (const candidates of languages) {
      const found = findGeneSection(candidates, searchWord);
      if (found) return found.id;
    }
  }
  if (typeof section === 'string') {
    const wanted = section.trim();
    return languages.flat().find((s) => s.id === wanted || s.title === wanted)?.id;
  }
  return undefined;
}

/** The address of a section: /geneType for the first, /geneType/<id> for the others. */
export const geneSectionPath = (id: GeneSectionId): string => sectionPath('/geneType', id);

function scrollToContent() {
  const wide = window.innerWidth >= DESKTOP_BREAKPOINT_PX;
  window.scrollTo({ top: wide ? SCROLL_WIDE_PX : SCROLL_NARROW_PX, behavior: 'smooth' });
}

/** A click the browser would follow in this tab (not a new tab or window, nor a download). */
export function followsInPlace(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function useGeneSection(sections: readonly GeneSection[] = geneSections) {
  const location = useLocation();
  const navigate = useNavigate();
  const { section: param } = useParams();
  const addressed = addressedSection('/geneType', param);
  const fromState = sectionFromState(location.state, sections);
  // State names the section before its address does (the page moves to that address at once).
  const selected = fromState ?? addressed ?? DEFAULT_SECTION;

  // Arriving with state: go to the section's address in place of this entry, without the state.
  useEffect(() => {
    if (location.state == null) return;
    const target = sectionFromState(location.state, sections);
    const path = target ? geneSectionPath(target) : location.pathname;
    navigate(path, { replace: true, state: null });
    if (target && target !== DEFAULT_SECTION) scrollToContent();
  }, [location.state, location.pathname, sections, navigate]);

  /** What choosing a section does besides following its link: the scroll of spec §2. */
  const onChosen = useCallback((id: GeneSectionId) => {
    if (id !== DEFAULT_SECTION) scrollToContent();
  }, []);

  /** Choosing without a click (the arrow keys): the link's navigation, then the scroll. */
  const choose = useCallback(
    (id: GeneSectionId) => {
      navigate(geneSectionPath(id), { replace: true });
      onChosen(id);
    },
    [navigate, onChosen],
  );

  /** The address names no section ('/geneType/nope'): not found, which the shell shows. */
  const missing = param !== undefined && !addressed;
  return { selected, choose, onChosen, missing };
}
