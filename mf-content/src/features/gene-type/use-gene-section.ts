// Which /geneType section is shown, and the navigation rules around it (spec §2 "/{product} page"):
// - router state `searchWord` (a string) selects the first section whose text contains it;
//   `section` (a section id such as 'emotion', or its title '감정 유전자') selects that one; the
//   page's language's sections are searched first, then the Korean ones;
// - choosing a section other than the first scrolls the page (500 px from 768 px up, 200 px below)
//   and replaces the history entry with the plain route (no state), so a reload or a return
//   through history opens the first section;
// - browser back/forward (popstate) returns to the first section.
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
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

function scrollToContent() {
  const wide = window.innerWidth >= DESKTOP_BREAKPOINT_PX;
  window.scrollTo({ top: wide ? SCROLL_WIDE_PX : SCROLL_NARROW_PX, behavior: 'smooth' });
}

export function useGeneSection(sections: readonly GeneSection[] = geneSections) {
  const location = useLocation();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<GeneSectionId>(
    () => sectionFromState(location.state, sections) ?? DEFAULT_SECTION,
  );

  const clearState = useCallback(() => {
    navigate(location.pathname, { replace: true, state: null });
  }, [navigate, location.pathname]);

  // Arriving with state: the initial selection already used it; scroll and drop the state.
  useEffect(() => {
    const fromState = sectionFromState(location.state, sections);
    if (location.state == null) return;
    if (fromState && fromState !== DEFAULT_SECTION) {
      setSelected(fromState);
      scrollToContent();
    }
    clearState();
  }, [location.state, sections, clearState]);

  useEffect(() => {
    const toFirst = () => setSelected(DEFAULT_SECTION);
    window.addEventListener('popstate', toFirst);
    return () => window.removeEventListener('popstate', toFirst);
  }, []);

  const choose = useCallback(
    (id: GeneSectionId) => {
      setSelected(id);
      if (id !== DEFAULT_SECTION) {
        scrollToContent();
        clearState();
      }
    },
    [clearState],
  );

  return { selected, choose };
}
